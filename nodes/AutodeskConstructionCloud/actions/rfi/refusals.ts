import type { IDataObject } from 'n8n-workflow';

/**
 * Advice for a 403 on a change to one RFI (Update, Add Comment, Add Response). The RFIs API
 * refuses a member whose workflow role may not make the change as it refuses a caller outside the
 * project. So the RFI is read with the same caller (the API's `change`,
 * services/constructionApi.ts): when it answers, its `permittedStatuses` say where this caller may
 * move it, and the workflow (GET workflow) which roles make the transition that was refused.
 */

interface Transition {
	from?: string;
	to?: string;
	roles?: string[];
}

const NOT_CHANGED = 'Nothing was changed.';
const strings = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const named = (rfi: IDataObject) =>
	`RFI ${String(rfi.customIdentifier ?? rfi.id)} (${String(rfi.status)})`;

/** Why a status change was refused, from the RFI as the caller reads it and the workflow. */
export function transitionAdvice(rfi: IDataObject, wanted: string, workflow?: IDataObject): string {
	const allowed = strings(rfi.permittedStatuses);
	const sentences = [
		NOT_CHANGED,
		`The caller may not move ${named(rfi)} to ${wanted}.`,
		allowed.length
			? `The project's workflow lets this caller move it to: ${allowed.join(', ')}.`
			: "The project's workflow lets this caller move it to no other status.",
	];
	const transitions = Array.isArray(workflow?.transitions)
		? (workflow.transitions as Transition[])
		: [];
	if (workflow) {
		const transition = transitions.find(
			(entry) => entry.from === rfi.status && entry.to === wanted,
		);
		sentences.push(
			transition
				? `From ${String(rfi.status)} to ${wanted} is a step of the ${strings(transition.roles).join(' or ')} role: someone with it can make the change, or a project admin can give the caller that role in the RFIs tool.`
				: `The workflow has no step from ${String(rfi.status)} to ${wanted}.`,
		);
	}
	sentences.push(
		'RFI > Get shows permittedStatuses; RFI > Get Workflow shows every step and its roles.',
	);
	return sentences.join(' ');
}

/** Why an edit of the fields was refused. */
export const editAdvice = (rfi: IDataObject): string =>
	`${NOT_CHANGED} The caller can read ${named(rfi)} but may not edit its fields: an RFI manager can, and its creator while it is a draft. RFI > Get My Permissions shows the caller's roles.`;

/** Why a comment or a response was refused to a member who can read the RFI. */
export const roleAdvice =
	(what: string, roles: string) =>
	(rfi: IDataObject): string =>
		`${NOT_CHANGED} The caller can read ${named(rfi)} but may not ${what}: that needs the ${roles} role in the project's RFI workflow, which a project admin gives in the RFIs tool. RFI > Get My Permissions shows the caller's roles.`;
