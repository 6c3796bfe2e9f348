import { resourceSet } from '../../framework/resource';
import * as accountProject from './accountProject';

/** The resources of the Autodesk Construction Cloud Account Admin API. */
export const resources = resourceSet([accountProject]);
