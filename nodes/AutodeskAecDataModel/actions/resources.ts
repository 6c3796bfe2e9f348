import { resourceSet } from '../../framework/resource';
import * as element from './element';
import * as elementGroup from './elementGroup';
import * as elementProperty from './elementProperty';
import * as graphqlQuery from './graphqlQuery';

/** The resources of the AEC Data Model API: models, their elements and properties, GraphQL. */
export const resources = resourceSet([elementGroup, element, elementProperty, graphqlQuery]);
