import { resourceSet } from '../../framework/resource';
import * as bucket from './bucket';
import * as folder from './folder';
import * as hub from './hub';
import * as item from './item';
import * as object from './object';
import * as project from './project';
import * as serviceAccount from './serviceAccount';
import * as webhook from './webhook';

/**
 * The resources of Autodesk Platform Services: files in hubs (Data Management and Docs), storage
 * (OSS), webhooks and Secure Service Accounts.
 */
export const resources = resourceSet([
	bucket,
	folder,
	hub,
	item,
	object,
	project,
	serviceAccount,
	webhook,
]);
