import { defineJsonWritesFuzz } from './fuzzJsonWrites'

// Part 2 of the JSON write fuzz (tests/security/platform/fuzzJsonWrites.ts).
defineJsonWritesFuzz(2, 3)
