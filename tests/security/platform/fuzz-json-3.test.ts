import { defineJsonWritesFuzz } from './fuzzJsonWrites'

// Part 3 of the JSON write fuzz (tests/security/platform/fuzzJsonWrites.ts).
defineJsonWritesFuzz(3, 3)
