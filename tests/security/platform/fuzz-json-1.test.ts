import { defineJsonWritesFuzz } from './fuzzJsonWrites'

// Part 1 of the JSON write fuzz (tests/security/platform/fuzzJsonWrites.ts).
defineJsonWritesFuzz(1, 3)
