'use strict';

const { buildSchema } = require('graphql');

/**
 * The part of the AEC Data Model GraphQL schema the package sends (the API reference: hubs,
 * projects, elementGroupsByProject, elementGroupAtTip, elementsByElementGroup,
 * propertyDefinitionsByElementGroup, distinctPropertyValuesInElementGroupByName), with the
 * reference's type and field names.
 */
const schema = buildSchema(`
scalar PropertyValue

input PaginationInput {
  cursor: String
  limit: Int
}

input HubFilterInput { name: String }
input ProjectFilterInput { name: String }
input ElementGroupFilterInput { name: String, query: String }
input ElementFilterInput { query: String }

type Pagination {
  cursor: String
  pageSize: Int
}

type HubAlternativeIdentifiers { dataManagementAPIHubId: ID }
type Hub { id: ID!, name: String, alternativeIdentifiers: HubAlternativeIdentifiers }
type Hubs { pagination: Pagination, results: [Hub]! }

type ProjectAlternativeIdentifiers { dataManagementAPIProjectId: ID }
type Project { id: ID!, name: String, alternativeIdentifiers: ProjectAlternativeIdentifiers }
type Projects { pagination: Pagination, results: [Project]! }

type ElementGroupAlternativeIdentifiers { fileUrn: String, fileVersionUrn: String }
type ElementGroupVersion { versionNumber: Int, createdOn: String }
type ElementGroup {
  id: ID!
  name: String
  alternativeIdentifiers: ElementGroupAlternativeIdentifiers
  version: ElementGroupVersion
  createdOn: String
}
type ElementGroups { pagination: Pagination, results: [ElementGroup]! }

type Units { id: ID!, name: String }
type PropertyDefinition {
  id: ID!
  name: String!
  specification: String
  description: String
  units: Units
}
type PropertyDefinitions { pagination: Pagination, results: [PropertyDefinition]! }

type Property {
  name: String!
  value: PropertyValue
  displayValue: String
  definition: PropertyDefinition
}
type Properties { results: [Property]! }

type Element {
  id: ID!
  name: String
  properties: Properties
  elementGroup: ElementGroup
}
type Elements { pagination: Pagination, results: [Element]! }

type DistinctPropertyValue { value: String, count: Int }
type DistinctPropertyValues { definition: PropertyDefinition, values: [DistinctPropertyValue]! }
type DistinctPropertyValuesCollection { results: [DistinctPropertyValues]! }

type Query {
  hubs(filter: HubFilterInput, pagination: PaginationInput): Hubs
  projects(hubId: ID!, filter: ProjectFilterInput, pagination: PaginationInput): Projects
  elementGroupsByProject(projectId: ID!, filter: ElementGroupFilterInput, pagination: PaginationInput): ElementGroups
  elementGroupAtTip(elementGroupId: ID!): ElementGroup
  elementsByElementGroup(elementGroupId: ID!, filter: ElementFilterInput, pagination: PaginationInput): Elements
  propertyDefinitionsByElementGroup(elementGroupId: ID!, pagination: PaginationInput): PropertyDefinitions
  distinctPropertyValuesInElementGroupByName(elementGroupId: ID!, name: String!, filter: ElementFilterInput, limit: Int): DistinctPropertyValuesCollection
}
`);

module.exports = { schema };
