/**
 * The configurator's part of the public API, registered on the builder by importing its files (src/graphql/schema.ts
 * imports this one): the catalogue, the saved projects (their facades and inputs come with them), their documents.
 */
import './catalogue'
import './projects'
import './documents'
