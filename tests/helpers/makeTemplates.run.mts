// The entry tests/int/globalSetup.ts runs (tsx): the maker is imported dynamically, as an
// entry module that imports the app config statically never finished loading (exit 13, an
// import cycle through a module awaiting at its top level).
// Passwords are hashed at the tests' cost here as in the test workers (tests/helpers/passwordHashing.ts):
// the seeded template's demo accounts must verify there.
import('./passwordHashing')
  .then(({ useTestPasswordHashing }) => useTestPasswordHashing())
  .then(() => import('./makeTemplates'))
  .then(({ makeTemplates }) => makeTemplates())
  .then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
