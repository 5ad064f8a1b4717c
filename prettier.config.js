/** The project's style: no semicolons, single quotes, no spaces inside braces, wide lines. */
export default {
  semi: false,
  singleQuote: true,
  bracketSpacing: false,
  trailingComma: 'all',
  printWidth: 130,
}
