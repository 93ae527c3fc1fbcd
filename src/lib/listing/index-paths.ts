/** Where the prerender writes the catalogue index and the search file (format: ./index-format.ts). */
export const CATALOGUE_INDEX_PATH = '/products/_index.json'
export const CATALOGUE_SEARCH_PATH = '/products/_search.json'
