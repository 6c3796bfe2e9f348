import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isGuid } from '../../../shared/hubIds';
import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { optionsCollection } from '../../../framework/fields/common';
import { folderLocator, hubLocator, projectLocator } from '../../../framework/fields/locators';

/**
 * The fields Folder > Get, Add, Update and Remove Permissions share (declared once, shown for the
 * four), the permission levels and the subjects they name, read and checked before anything is
 * sent. The Docs folder permission reference pages (bim360/docs/v1, no OpenAPI file) name the
 * levels of BIM 360 and of Forma / Construction Cloud and the actions each stands for.
 */

export const PERMISSION_OPERATIONS = [
	'getPermissions',
	'addPermissions',
	'updatePermissions',
	'removePermissions',
];
const WITH_LEVEL = ['addPermissions', 'updatePermissions'];
const CHANGES = ['addPermissions', 'updatePermissions', 'removePermissions'];

export type SubjectType = 'USER' | 'COMPANY' | 'ROLE';

interface PermissionLevel {
	name: string;
	value: string;
	actions: string[];
}

/** The levels as the reference pages name them, each with the exact actions it is sent as. */
export const PERMISSION_LEVELS: PermissionLevel[] = [
	{
		name: 'Edit (BIM 360: View + Download + Upload + Edit)',
		value: 'edit',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT'],
	},
	{
		name: 'Edit (Forma / ACC: View + Download + Publish Markups + Upload + Edit)',
		value: 'editMarkups',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP', 'EDIT'],
	},
	{
		name: 'Full Control (BIM 360)',
		value: 'fullControl',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT', 'CONTROL'],
	},
	{
		name: 'Manage (Forma / ACC: Full Control)',
		value: 'manage',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP', 'EDIT', 'CONTROL'],
	},
	{ name: 'Upload Only (BIM 360)', value: 'uploadOnly', actions: ['PUBLISH'] },
	{ name: 'View + Download', value: 'viewDownload', actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'] },
	{
		name: 'View + Download + Publish Markups (Forma / ACC)',
		value: 'viewDownloadMarkups',
		actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP'],
	},
	{
		name: 'View + Download + Publish Markups + Upload (Forma / ACC)',
		value: 'viewDownloadMarkupsUpload',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP'],
	},
	{
		name: 'View + Download + Upload (BIM 360)',
		value: 'viewDownloadUpload',
		actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE'],
	},
	{ name: 'View Only', value: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] },
];

const SUBJECT_FIELDS: Record<SubjectType, { name: string; label: string }> = {
	USER: { name: 'user', label: 'User Name or ID' },
	COMPANY: { name: 'company', label: 'Company ID' },
	ROLE: { name: 'role', label: 'Role ID' },
};

const subjectsProperty: INodeProperties = {
	displayName: 'Subjects',
	name: 'subjects',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Subject',
	default: {},
	description:
		"The users, companies and roles whose permissions on the folder to change, all in one call; the output has one item per subject with its result. A user is chosen from the project's users, or given by an expression as the user's ID or email.",
	displayOptions: { show: { resource: ['folder'], operation: CHANGES } },
	options: [
		{
			displayName: 'Subject',
			name: 'subject',
			values: [
				{
					displayName: 'Company ID',
					name: 'company',
					type: 'string',
					default: '',
					placeholder: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d01',
					description:
						"The company's ID in the project (a GUID), as the Account Admin API lists it",
					displayOptions: { show: { subjectType: ['COMPANY'] } },
				},
				{
					displayName: 'Permission Level',
					name: 'level',
					type: 'options',
					options: PERMISSION_LEVELS.map(({ name, value, actions }) => ({
						name,
						value,
						description: `Sent as the actions ${actions.join(', ')}`,
					})),
					default: 'viewDownload',
					description:
						'The level as the web apps name it. BIM 360 and Forma / Construction Cloud name some levels differently; choose the one of the project kind. An Add or Update replaces what the subject had on this folder (not what it inherits).',
					displayOptions: { show: { '/operation': WITH_LEVEL } },
				},
				{
					displayName: 'Role ID',
					name: 'role',
					type: 'string',
					default: '',
					placeholder: '7c2f3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e01',
					description: "The role's ID in the project (a GUID), as the Account Admin API lists it",
					displayOptions: { show: { subjectType: ['ROLE'] } },
				},
				{
					displayName: 'Subject Type',
					name: 'subjectType',
					type: 'options',
					options: [
						{ name: 'Company', value: 'COMPANY' },
						{ name: 'Role', value: 'ROLE' },
						{ name: 'User', value: 'USER' },
					],
					default: 'USER',
				},
				{
					displayName: 'User Name or ID',
					name: 'user',
					type: 'options',
					typeOptions: {
						loadOptionsMethod: 'getPermissionUsers',
						loadOptionsDependsOn: ['projectId.value'],
					},
					default: '',
					description:
						'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
					displayOptions: { show: { subjectType: ['USER'] } },
				},
			],
		},
	],
};

/** The fields of the four operations, declared once. */
export const permissionProperties: INodeProperties[] = [
	...[hubLocator(false), projectLocator, folderLocator, optionsCollection()].map((property) => ({
		...property,
		displayOptions: { show: { resource: ['folder'], operation: PERMISSION_OPERATIONS } },
	})),
	subjectsProperty,
];

/** One subject as entered: its type, the value given (an ID, or a user's email) and, to add or update, its actions. */
export interface SubjectEntry {
	subjectType: SubjectType;
	given: string;
	field: string;
	level?: string;
	actions?: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a user is given by email (then looked up among the project's users) rather than by ID. */
export const isEmail = (given: string) => given.includes('@');

/** The Subjects field's entries: at least one, each with its ID (or a user's email), none twice, a known level where one is asked. */
export function readSubjects(
	context: IExecuteFunctions,
	itemIndex: number,
	withLevel: boolean,
): SubjectEntry[] {
	const raw = context.getNodeParameter('subjects.subject', itemIndex, []) as Array<
		Record<string, unknown>
	>;
	if (!Array.isArray(raw) || raw.length === 0) {
		throw new InputRuleError('Subjects', 'must hold at least one user, company or role', {
			...NOTHING_SENT,
			then: 'Add a subject: a user, a company or a role of the project.',
		});
	}
	const seen = new Set<string>();
	return raw.map((entry) => {
		const subjectType = entry.subjectType as SubjectType;
		const spec = SUBJECT_FIELDS[subjectType];
		if (!spec)
			throw new InputRuleError(
				'Subjects › Subject Type',
				`must be USER, COMPANY or ROLE; got ${JSON.stringify(entry.subjectType)}`,
			);
		const field = `Subjects › ${spec.label}`;
		const given = String(entry[spec.name] ?? '').trim();
		if (!given)
			throw new InputRuleError(field, 'is required in every subject of this type', NOTHING_SENT);
		checkSubjectId(subjectType, given, field);
		const key = `${subjectType}:${given.toLowerCase()}`;
		if (seen.has(key)) {
			throw new InputRuleError(
				'Subjects',
				`must name each subject once; ${subjectType} "${given}" is given twice`,
				NOTHING_SENT,
			);
		}
		seen.add(key);
		const subject: SubjectEntry = { subjectType, given, field };
		if (withLevel) {
			const level = PERMISSION_LEVELS.find((each) => each.value === entry.level);
			if (!level) {
				throw new InputRuleError(
					'Subjects › Permission Level',
					`must be one of ${PERMISSION_LEVELS.map((each) => each.value).join(', ')}; got ${JSON.stringify(entry.level)}`,
					NOTHING_SENT,
				);
			}
			subject.level = level.value;
			subject.actions = [...level.actions];
		}
		return subject;
	});
}

function checkSubjectId(subjectType: SubjectType, given: string, field: string): void {
	if (subjectType === 'USER') {
		if (isEmail(given) && !EMAIL.test(given)) {
			throw new InputRuleError(
				field,
				`must be a user's ID or email address; got "${given}"`,
				NOTHING_SENT,
			);
		}
		return;
	}
	if (!isGuid(given)) {
		const what = subjectType === 'COMPANY' ? "company's" : "role's";
		throw new InputRuleError(
			field,
			`must be the ${what} ID in the project, a GUID; got "${given}"`,
			{
				because: 'the service takes companies and roles by their GUID only',
				then: "Copy the ID from the Account Admin API (a project's companies or roles) and run again.",
			},
		);
	}
}
