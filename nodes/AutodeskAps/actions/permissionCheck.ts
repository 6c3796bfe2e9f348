import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { jsonApiDocument } from '../../shared/jsonapi';
import { apsRequest } from '../../shared/transport';
import { apsPath } from '../../shared/url';
import { forOperation, optionsCollection, readDataOptions } from './common';
import { folderLocator, hubLocator, itemLocator, projectLocator, readLocators } from './locators';
import type { OperationExecute } from './operation';
import type { OperationTool } from './tool';
import { pickValues } from './tool';

/**
 * Folder > Check Permission and Item > Check Permission: the CheckPermission command
 * (CheckPermissionPayload in autodesk-platform-services/aps-sdk-openapi,
 * datamanagement/datamanagement.yaml), asked in the permission words of Autodesk Docs. The
 * command's reference page maps them: edit is create and updateMetaData, full control is admin.
 */

const PERMISSION_ACTIONS: Record<string, string[]> = {
	view: ['view'],
	download: ['download'],
	collaborate: ['collaborate'],
	edit: ['create', 'updateMetaData'],
	control: ['admin'],
};

const PERMISSION_FIELD = 'Permissions';

export const permissionsProperty: INodeProperties = {
	displayName: PERMISSION_FIELD,
	name: 'permissions',
	type: 'multiOptions',
	default: ['view', 'download', 'collaborate', 'edit', 'control'],
	description:
		'The permissions to check. The output has one true/false field for each, and "allowed" (true when all are held).',
	options: [
		{ name: 'Collaborate', value: 'collaborate', description: 'Comment on and mark up files' },
		{
			name: 'Control',
			value: 'control',
			description: 'Full control: manage the folder and its permissions (admin)',
		},
		{ name: 'Download', value: 'download', description: 'Download and view files' },
		{
			name: 'Edit',
			value: 'edit',
			description: 'Upload, change and delete files (create and updateMetaData)',
		},
		{ name: 'View', value: 'view', description: 'View files without downloading them' },
	],
};

/** The permissions asked, checked before anything is sent: at least one, each a known one. */
export function readPermissions(context: IExecuteFunctions, itemIndex: number): string[] {
	const raw = context.getNodeParameter('permissions', itemIndex, []) as unknown;
	const asked = Array.isArray(raw) ? raw.map(String) : [];
	if (!asked.length) {
		throw new InputRuleError(PERMISSION_FIELD, 'must name at least one permission', {
			then: `Choose one or more of ${Object.keys(PERMISSION_ACTIONS).join(', ')}.`,
		});
	}
	const unknown = asked.filter((permission) => !(permission in PERMISSION_ACTIONS));
	if (unknown.length) {
		throw new InputRuleError(
			PERMISSION_FIELD,
			`may name only ${Object.keys(PERMISSION_ACTIONS).join(', ')}; got ${unknown.map((name) => `"${name}"`).join(', ')}`,
			{ then: 'Choose them from the list.' },
		);
	}
	return [...new Set(asked)];
}

interface CheckedResource {
	type: string;
	id: string;
	details?: Record<string, boolean>;
	permission?: boolean;
}

interface CheckPermissionAnswer {
	data?: { attributes?: { extension?: { data?: { permissions?: CheckedResource[] } } } };
}

/**
 * Sends the command for one folder or item and answers the output: a true/false field per
 * permission asked, `allowed` when every one is held, and the service's own answer.
 */
export async function checkPermission(
	context: IExecuteFunctions,
	request: {
		projectId: string;
		resource: { type: 'folders' | 'items'; id: string };
		permissions: string[];
		userId?: string;
	},
): Promise<IDataObject> {
	const requiredActions = [
		...new Set(request.permissions.flatMap((name) => PERMISSION_ACTIONS[name])),
	];
	const response = await apsRequest<CheckPermissionAnswer>(context, {
		method: 'POST',
		url: apsPath`/data/v1/projects/${request.projectId}/commands`,
		operation: 'Check permission',
		body: jsonApiDocument({
			type: 'commands',
			attributes: {
				extension: {
					type: 'commands:autodesk.core:CheckPermission',
					version: '1.0.0',
					data: { requiredActions },
				},
			},
			relationships: { resources: { data: [request.resource] } },
		}),
		bodyType: 'jsonapi',
		userId: request.userId,
	});
	const checked =
		response.body?.data?.attributes?.extension?.data?.permissions?.find(
			(entry) => entry.id === request.resource.id,
		) ?? {};
	const details = (checked as CheckedResource).details ?? {};
	const held = Object.fromEntries(
		request.permissions.map((name) => [
			name,
			PERMISSION_ACTIONS[name].every((action) => details[action] === true),
		]),
	);
	const json: IDataObject = {
		id: request.resource.id,
		type: request.resource.type,
		allowed: Object.values(held).every(Boolean),
		...held,
		details,
		requiredActions,
	};
	if (request.userId) json.userId = request.userId;
	return json;
}

/** A permission check for a model: the id, whether all are held, and each permission asked. */
export const compactPermission = (json: IDataObject): IDataObject =>
	pickValues(json, ['id', 'type', 'allowed', ...Object.keys(PERMISSION_ACTIONS)]);

/** What tells a Check Permission operation of a folder from one of an item. */
const CHECKED = {
	folder: { locator: folderLocator, type: 'folders' },
	item: { locator: itemLocator, type: 'items' },
} as const;

/**
 * The Check Permission operation of the folder or the item resource: its fields, its run (the
 * one command through checkPermission) and, as a tool, `toolDescription` with compact output.
 */
export function permissionCheckOperation(resource: keyof typeof CHECKED, toolDescription: string) {
	const { locator, type } = CHECKED[resource];
	const description = forOperation(resource, 'checkPermission', [
		hubLocator(false),
		projectLocator,
		locator,
		permissionsProperty,
		optionsCollection(),
	]);
	const execute: OperationExecute = async function (itemIndex) {
		const [projectId, id] = readLocators(this, itemIndex, 'project', resource);
		const json = await checkPermission(this, {
			projectId,
			resource: { type, id },
			permissions: readPermissions(this, itemIndex),
			userId: readDataOptions(this, itemIndex).userId,
		});
		return [{ json }];
	};
	const tool: OperationTool = { compact: compactPermission, description: toolDescription };
	return { description, execute, tool };
}
