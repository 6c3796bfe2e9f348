'use strict';

const { buildSchema } = require('graphql');

/**
 * The part of the AEC Data Model GraphQL schema the package sends (the API reference: hubs,
 * projects, folders, elementGroupsByProject, elementGroupsByFolder(AndSubFolders),
 * elementGroupAtTip, elementGroupByVersionNumber and an element group's versionHistory,
 * elementGroupExtractionStatus, elementAtTip, elementsByElementGroup(s),
 * diffElementGroupByVersionWithLatest,
 * propertyDefinitionsByElementGroup, distinctPropertyValuesInElementGroupByName), with the
 * reference's type, field and argument names.
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
input FolderFilterInput { name: String }
input ElementGroupVersionFilterInput { number: Int, createdAfter: String, createdBefore: String, createdOn: String, createdBy: ID }

enum ExtractionStatus { IN_PROGRESS FAILED SUCCESS }
enum DifferenceType { ADDITION MODIFICATION REMOVAL }
enum VersionType { PUBLISHED WIP }
input VersionFilterInput { versionType: VersionType }

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

type Folder { id: ID!, name: String, path: String, parentFolder: Folder }
type Folders { pagination: Pagination, results: [Folder!] }

type ElementGroupAlternativeIdentifiers { fileUrn: ID, fileVersionUrn: ID }
type ElementGroupVersion { versionNumber: Int!, createdOn: String, elementGroup: ElementGroup }
type ElementGroupVersions { pagination: Pagination, results: [ElementGroupVersion]! }
type ElementGroupVersionHistory {
  id: ID!
  tipVersion: ElementGroupVersion
  versions(filter: ElementGroupVersionFilterInput, pagination: PaginationInput): ElementGroupVersions!
  versionByNumber(versionNumber: Int): ElementGroupVersion
}
type ElementGroup {
  id: ID!
  name: String
  alternativeIdentifiers: ElementGroupAlternativeIdentifiers
  version: ElementGroupVersion
  versionHistory: ElementGroupVersionHistory!
  createdOn: String
  lastModifiedOn: String
  parentFolder: Folder
}
type ElementGroups { pagination: Pagination, results: [ElementGroup]! }
type ElementGroupExtractionStatus { status: ExtractionStatus!, details: String, elementGroup: ElementGroup }

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

type PropertyDifferenceItem { name: String, value: PropertyValue }
type PropertyDifference { type: DifferenceType, oldItem: PropertyDifferenceItem, item: PropertyDifferenceItem }
type PropertyDifferences { pagination: Pagination, results: [PropertyDifference] }
type ElementDifference {
  type: DifferenceType
  element: Element
  differences(pagination: PaginationInput): PropertyDifferences
  pagination: Pagination
}
type ElementGroupDifference { result: [ElementDifference], pagination: Pagination }

type DistinctPropertyValue { value: String, count: Int }
type DistinctPropertyValues { definition: PropertyDefinition, values: [DistinctPropertyValue]! }
type DistinctPropertyValuesCollection { results: [DistinctPropertyValues]! }

type Query {
  hubs(filter: HubFilterInput, pagination: PaginationInput): Hubs
  projects(hubId: ID!, filter: ProjectFilterInput, pagination: PaginationInput): Projects
  folder(projectId: ID!, folderId: ID!): Folder
  foldersByProject(projectId: ID!, filter: FolderFilterInput, pagination: PaginationInput): Folders
  foldersByFolder(projectId: ID!, folderId: ID!, filter: FolderFilterInput, pagination: PaginationInput): Folders
  elementGroupsByProject(projectId: ID!, filter: ElementGroupFilterInput, pagination: PaginationInput): ElementGroups!
  elementGroupsByFolder(projectId: ID!, folderId: ID!, filter: ElementGroupFilterInput, pagination: PaginationInput): ElementGroups!
  elementGroupsByFolderAndSubFolders(projectId: ID!, folderId: ID!, filter: ElementGroupFilterInput, pagination: PaginationInput): ElementGroups!
  elementGroupAtTip(elementGroupId: ID!): ElementGroup
  elementGroupByVersionNumber(elementGroupId: ID!, versionNumber: Int!): ElementGroup
  elementGroupExtractionStatus(fileUrn: ID!, versionNumber: Int = 1): ElementGroupExtractionStatus
  elementAtTip(elementId: ID!): Element
  elementsByElementGroup(elementGroupId: ID!, filter: ElementFilterInput, pagination: PaginationInput): Elements
  elementsByElementGroups(elementGroupIds: [ID!]!, filter: ElementFilterInput, pagination: PaginationInput): Elements
  elementsByElementGroupAtVersion(elementGroupId: ID!, versionNumber: Int!, filter: ElementFilterInput, pagination: PaginationInput): Elements
  diffElementGroupByVersionWithLatest(elementGroupId: ID!, startVersion: Int, versionFilter: VersionFilterInput, changeFilter: [DifferenceType], pagination: PaginationInput): ElementGroupDifference
  propertyDefinitionsByElementGroup(elementGroupId: ID!, pagination: PaginationInput): PropertyDefinitions
  distinctPropertyValuesInElementGroupByName(elementGroupId: ID!, name: String!, filter: ElementFilterInput, limit: Int): DistinctPropertyValuesCollection
}
`);

module.exports = { schema };
