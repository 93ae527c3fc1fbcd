// Vike route of the social login callback.
export default '/oauth/login/@provider'
