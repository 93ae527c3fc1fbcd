// Vike route of the product page.
export default '/product/@slug'
