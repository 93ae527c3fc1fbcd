// Vike route of the client-only shell that the static server returns for routes with no prerendered file.
export default '/_shell'
