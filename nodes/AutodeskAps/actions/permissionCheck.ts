import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { jsonApiDocument } from '../../shared/jsonapi';
import { apsRequest } from '../../shared/transport';
import { forOperation, optionsCollection, readDataOptions } from '../../framework/fields/common';
import {
	folderLocator,
	hubLocator,
	itemLocator,
	projectLocator,
	readLocators,
} from '../../framework/fields/locators';
import type { OperationExecute } from '../../framework/operation';
import type { OperationTool } from '../../framework/tool';
import { pickValues } from '../../framework/tool';
import { dataManagementPaths } from '../../services/dataManagement';

/**
 * Folder > Check Permission and Item > Check Permission: the CheckPermission command
 * (CheckPermissionPayload in autodesk-platform-services/aps-sdk-openapi,
 * datamanagement/datamanagement.yaml): the permissions offered are the command's own
 * requiredActions, sent as they are.
 */

/** The command's requiredActions (its reference page and the SDK's model of it), as the editor offers them. */
const ACTION_OPTIONS = [
	{ name: 'Admin (Full Control)', value: 'admin', description: 'Manage it and its permissions' },
	{ name: 'Collaborate', value: 'collaborate', description: 'Comment on and mark up files' },
	{ name: 'Create', value: 'create', description: 'Add files and folders: write and upload' },
	{ name: 'Delete', value: 'delete', description: 'Delete it' },
	{ name: 'Download', value: 'download', description: 'Download and view files' },
	{
		name: 'Read',
		value: 'read',
		description: 'Download and view files (the word of Fusion Team and BIM 360 Team)',
	},
	{ name: 'Share', value: 'share', description: 'Share it' },
	{
		name: 'Update Metadata',
		value: 'updateMetaData',
		description: 'Change names, attributes and other details',
	},
	{ name: 'Upload', value: 'upload', description: 'Upload files into it' },
	{ name: 'View', value: 'view', description: 'View files without downloading them' },
	{ name: 'Write', value: 'write', description: 'Change it' },
];

const ACTIONS = ACTION_OPTIONS.map((option) => option.value);

/**
 * Values of workflows saved before the field offered the command's actions: the Docs levels the
 * reference page maps to them (edit is create and updateMetaData, full control is admin). Still
 * run, no longer offered (docs/service-decisions.md).
 */
const SAVED_LEVELS: Record<string, string[]> = {
	edit: ['create', 'updateMetaData'],
	control: ['admin'],
};

const actionsOf = (permission: string): string[] => SAVED_LEVELS[permission] ?? [permission];

const PERMISSION_FIELD = 'Permissions';

export const permissionsProperty: INodeProperties = {
	displayName: PERMISSION_FIELD,
	name: 'permissions',
	type: 'multiOptions',
	// The actions the earlier default (every Docs level) sent: its `allowed` means the same.
	default: ['view', 'download', 'collaborate', 'create', 'updateMetaData', 'admin'],
	description:
		'The actions to check, in the words of the service. The output has one true/false field for each, and "allowed" (true when all are held).',
	options: ACTION_OPTIONS,
};

/** The permissions asked, checked before anything is sent: at least one, each a known one. */
export function readPermissions(context: IExecuteFunctions, itemIndex: number): string[] {
	const raw = context.getNodeParameter('permissions', itemIndex, []) as unknown;
	const asked = Array.isArray(raw) ? raw.map(String) : [];
	if (!asked.length) {
		throw new InputRuleError(PERMISSION_FIELD, 'must name at least one permission', {
			then: `Choose one or more of ${ACTIONS.join(', ')}.`,
		});
	}
	const unknown = asked.filter(
		(permission) => !ACTIONS.includes(permission) && !(permission in SAVED_LEVELS),
	);
	if (unknown.length) {
		throw new InputRuleError(
			PERMISSION_FIELD,
			`may name only ${ACTIONS.join(', ')}; got ${unknown.map((name) => `"${name}"`).join(', ')}`,
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
	const requiredActions = [...new Set(request.permissions.flatMap(actionsOf))];
	const response = await apsRequest<CheckPermissionAnswer>(context, {
		method: 'POST',
		url: dataManagementPaths.commands(request.projectId),
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
			actionsOf(name).every((action) => details[action] === true),
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
	pickValues(json, ['id', 'type', 'allowed', ...ACTIONS, ...Object.keys(SAVED_LEVELS)]);

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
