import { resourceSet } from '../../framework/resource';
import * as accountProject from './accountProject';
import * as accountUser from './accountUser';
import * as businessUnit from './businessUnit';
import * as company from './company';
import * as dataFile from './dataFile';
import * as dataJob from './dataJob';
import * as dataRequest from './dataRequest';
import * as projectUser from './projectUser';

/** The resources of the Autodesk Construction Cloud Account Admin API. */
export const resources = resourceSet([
	accountProject,
	projectUser,
	accountUser,
	company,
	businessUnit,
	dataRequest,
	dataJob,
	dataFile,
]);
