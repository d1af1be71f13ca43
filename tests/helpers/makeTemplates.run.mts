// The entry tests/int/globalSetup.ts runs (tsx): the maker is imported dynamically, as an
// entry module that imports the app config statically never finished loading (exit 13, an
// import cycle through a module awaiting at its top level).
import('./makeTemplates').then(
  ({ makeTemplates }) => makeTemplates(),
).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
