import { InputRuleError } from '../../shared/inputRules';
import { isDocumentManagementProject } from './ids';

/**
 * Refuses, before anything is sent, an operation the service offers only in BIM 360 and
 * Construction Cloud (Docs) projects: deleting files and folders, publishing cloud models. Their
 * project IDs, and only theirs, start with `b.`.
 */
export function requireDocsProject(projectId: string, what: string): void {
	if (isDocumentManagementProject(projectId)) return;
	throw InputRuleError.worded(
		'Project',
		`${what} works only in Construction Cloud / BIM 360 projects (IDs starting with "b."); got "${projectId}"`,
		{
			because:
				'the service offers this in Autodesk Docs projects only, not in Fusion Team, BIM 360 Team or personal hubs',
			then: 'Choose a Construction Cloud or BIM 360 project, or do it in the web app.',
		},
	);
}
