import type { IDataObject, IExecuteFunctions, INodeProperties, NodeApiError } from 'n8n-workflow';

import type { AdminCallOptions } from '../../../services/accountAdmin';
import {
	ACTIVE,
	accountProjectsPath,
	adminCall,
	adminProjectId,
	collectAdminList,
	dataManagementIds,
} from '../../../services/accountAdmin';
import { hasApiStatus, settled } from '../../../shared/errors';
import { defer } from '../../../framework/deferred';
import { forOperation } from '../../../framework/fields/common';
import { checkedTimeLimit, timeLimitProperty } from '../../../framework/fields/timeLimit';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccount, readAdminOptions } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import { waitUntilActive } from './activation';
import { projectBody, projectFieldsProperty } from './projectBody';

const properties: INodeProperties[] = [
	accountProperty,
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: 'The name of the new project: unique in the account, at most 255 characters',
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Office',
		description:
			'The type of the project, as the web apps name it (Office, Hospital, Bridge, Demonstration Project...)',
	},
	projectFieldsProperty,
	{
		displayName: 'Wait Until Active',
		name: 'waitUntilActive',
		type: 'boolean',
		default: false,
		description:
			'Whether to wait until the project is active (its products activated) and return it then. A new project is pending at first.',
	},
	timeLimitProperty(
		120,
		'How long to wait at most. The project is read at growing intervals (1 s, then up to 30 s). When the limit passes the project stays and the node reports an error saying so.',
		{ show: { waitUntilActive: [true] } },
	),
	adminOptions,
];

export const description = forOperation('accountProject', 'create', properties);

const WAIT_ADVICE = {
	then: 'Leave Wait Until Active off and read the project later with Project > Get.',
};

/** A project made a moment ago by a request like this one counts as this request's project. */
const JUST_MADE_MS = 15 * 60_000;

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const body = projectBody(this, itemIndex);
	const wait = this.getNodeParameter('waitUntilActive', itemIndex, false) as boolean;
	const timeLimitSeconds = wait
		? checkedTimeLimit(this.getNodeParameter('timeLimit', itemIndex, 120), WAIT_ADVICE)
		: 0;
	const options = readAdminOptions(this, itemIndex);
	const sentAt = Date.now();
	const created = await settled(
		adminCall<IDataObject>(
			this,
			{
				method: 'POST',
				path: accountProjectsPath(accountId),
				operation: 'Create account project',
				body,
			},
			options,
		),
	);
	let project: IDataObject;
	if (created.ok) project = created.value;
	else if (hasApiStatus(created.error, 409)) {
		project = await projectMadeBefore(this, accountId, body, options, created.error);
	} else throw created.error;

	if (!wait || project.status === ACTIVE)
		return [{ json: { ...project, ...dataManagementIds(project) } }];
	const projectId = adminProjectId(String(project.id));
	return defer(async (limit) => {
		const active = await waitUntilActive(this, {
			projectId,
			name: String(body.name),
			options,
			timeLimitSeconds,
			itemIndex,
			sentAt,
			limit,
		});
		return [{ json: { ...active, ...dataManagementIds(active) } }];
	});
};

/** The fields of the request that a project made by it shows as they were sent. */
const COMPARED = [
	'type',
	'jobNumber',
	'classification',
	'addressLine1',
	'addressLine2',
	'city',
	'stateOrProvince',
	'postalCode',
	'country',
	'timezone',
];

/**
 * The name is taken (409). When the project with that name was made moments ago with the values
 * sent (the same request, sent again after its answer was lost), it is this request's project;
 * otherwise the 409 stands, saying which project holds the name.
 */
async function projectMadeBefore(
	context: IExecuteFunctions,
	accountId: string,
	body: IDataObject,
	options: AdminCallOptions,
	conflict: NodeApiError,
): Promise<IDataObject> {
	const name = String(body.name);
	const named = await collectAdminList<IDataObject>(
		context,
		{
			method: 'GET',
			path: accountProjectsPath(accountId),
			operation: 'Get many account projects',
			query: { 'filter[name]': name, filterTextMatch: 'equals' },
		},
		options,
	);
	const holder = named.find((project) => String(project.name).toLowerCase() === name.toLowerCase());
	if (holder) {
		const createdAt = Date.parse(String(holder.createdAt ?? ''));
		const recent = Number.isFinite(createdAt) && Date.now() - createdAt <= JUST_MADE_MS;
		const same = COMPARED.every((key) => body[key] === undefined || body[key] === holder[key]);
		if (recent && same && holder.name === name) return holder;
	}
	const made = holder
		? `Project "${String(holder.name)}" (id ${String(holder.id)}, status ${String(holder.status)}, created ${String(holder.createdAt ?? 'at an unknown time')}) holds the name${holder.type !== body.type ? ` with another type (${String(holder.type)})` : ''}.`
		: 'No project of that name is listed: it may be archived or being deleted.';
	conflict.description = `Project names are unique in an account. ${made} Choose another name, or use that project (Project > Get Many with Name finds it).`;
	throw conflict;
}

export const tool: OperationTool = {
	changesAccess: true,
	description: `Create a Construction Cloud project in an account, directly or from a project template. ${ADMIN_ACCOUNT}; Name (unique in the account) and Type (Office, Hospital...) required; Project Fields: Job Number, Start Date, End Date, address, Time Zone (such as America/New_York), Classification, Template Project (a template's id from Project > Get Many with Classification template) with Include Companies and Include Locations; Wait Until Active: wait up to Time Limit (Seconds) until its products are active. ${ADMIN_USER}. Returns id, name, type, status (pending, or active after the wait), and dataManagementProjectId and hubId (the "b." ids the Autodesk Platform Services node takes). Sent again with the same name and values shortly after, it returns the same project instead of a second one. Next: Project User > Add or Import with its id.`,
};
