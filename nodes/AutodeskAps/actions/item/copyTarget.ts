import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withAccountPrefix } from '../../../shared/hubIds';
import { InputRuleError } from '../../../shared/inputRules';
import { idsFromWebUrl } from '../../../framework/fields/webUrlIds';
import {
	folderLocator,
	hubLocator,
	locatorId,
	locatorValue,
	projectLocator,
	TARGET_HUB,
	TARGET_PROJECT,
} from '../../../framework/fields/locators';

/**
 * Where Item > Copy puts the file: the Target Project (empty: the source's own project, as
 * workflows saved before the field had it) and the Target Folder, which must be of that project.
 */

const listMode = (method: string) => ({
	displayName: 'From List',
	name: 'list',
	type: 'list' as const,
	typeOptions: { searchListMethod: method, searchable: true },
});
const withList = (property: INodeProperties, method: string) =>
	property.modes?.map((mode) => (mode.name === 'list' ? listMode(method) : mode));

/** Target Hub, Target Project and Target Folder, the folder list reading the target project. */
export const targetProperties: INodeProperties[] = [
	{
		...hubLocator(false),
		displayName: 'Target Hub',
		name: TARGET_HUB,
		description:
			'Only feeds the Target Project list, when the project is in another hub than Hub: leave it empty otherwise',
	},
	{
		...projectLocator,
		displayName: 'Target Project',
		name: TARGET_PROJECT,
		required: false,
		description:
			'The project to copy the file into. Empty: the project of the file, copied by the service itself. Another project (of any hub): the bytes stream from the file to the new one, part by part.',
		modes: withList(projectLocator, 'searchTargetProjects'),
	},
	{
		...folderLocator,
		displayName: 'Target Folder',
		description:
			'The folder of the Target Project (empty: of the same project) to copy the file into',
		modes: withList(folderLocator, 'searchTargetFolders'),
	},
];

const valueOf = (raw: unknown): string => {
	const value = locatorValue(raw);
	return String(value ?? '').trim();
};

/** The Target Project's ID: the source's project when the field is empty; refused before sending when it is not a project ID. */
export function readTargetProject(
	context: IExecuteFunctions,
	itemIndex: number,
	sourceProjectId: string,
): string {
	const raw = context.getNodeParameter(TARGET_PROJECT, itemIndex, '') as unknown;
	if (!valueOf(raw)) return sourceProjectId;
	let projectId: string;
	try {
		projectId = locatorId(raw, 'project');
	} catch (error) {
		// The project field's own rules (locatorId throws only InputRuleError), said of this field.
		const broken = error as InputRuleError;
		throw InputRuleError.worded('Target Project', `Target ${broken.message}`, broken.description);
	}
	const hubIds = ['hubId', TARGET_HUB].map((name) =>
		withAccountPrefix(valueOf(context.getNodeParameter(name, itemIndex, ''))),
	);
	if (hubIds.includes(projectId)) {
		throw new InputRuleError(
			'Target Project',
			`must be a project, not a hub: "${projectId}" is the Hub's ID`,
			'Enter the ID of a project (b. and the project GUID) or its URL; the hub ID is b. and the account GUID.',
		);
	}
	return projectId;
}

/**
 * A Target Folder given by its URL names its project: refused before sending when that is not the
 * target project (the service would answer that the folder does not exist).
 */
export function checkFolderProject(
	context: IExecuteFunctions,
	itemIndex: number,
	targetProjectId: string,
): void {
	const raw = valueOf(context.getNodeParameter('folderId', itemIndex, ''));
	if (!/^https?:\/\//i.test(raw)) return;
	const urlProject = idsFromWebUrl(raw)?.projectId;
	if (!urlProject || urlProject === targetProjectId) return;
	throw new InputRuleError(
		'Target Folder',
		`must be a folder of the Target Project: its URL is of project "${urlProject}", not "${targetProjectId}"`,
		{
			because: 'folders belong to one project, and the file is created in the Target Project',
			then: 'Set Target Project to the project of the folder, or choose a folder of the Target Project.',
		},
	);
}
