import type { IDataObject } from 'n8n-workflow';

import { permittedStates } from './toolShapes';

/**
 * Advice for a 403 on a change to one item (Update, Change State). The Submittals API refuses a
 * member whose permissions do not allow the change as it refuses a caller outside the project.
 * So the item is read with the same caller (the API's `change`, services/constructionApi.ts); when
 * it answers, its `permittedActions` say what this caller may do with it.
 */

const NOT_CHANGED = 'Nothing was changed.';
const named = (item: IDataObject) =>
	`submittal item ${String(item.identifier ?? item.id)} (${String(item.stateId)})`;

/** Why a transition was refused, from the item's permitted transitions for this caller. */
export function transitionAdvice(item: IDataObject, wanted: string): string {
	const allowed = permittedStates(item);
	return [
		NOT_CHANGED,
		`The caller may not move ${named(item)} to ${wanted}.`,
		allowed.length
			? `From ${String(item.stateId)} this caller may move it to: ${allowed.join(', ')}.`
			: `From ${String(item.stateId)} this caller may move it to no other state: it waits on ${ballInCourt(item)}.`,
		'Submittal > Get shows permittedStates; a submittals manager can make the other steps.',
	].join(' ');
}

function ballInCourt(item: IDataObject): string {
	const users = Array.isArray(item.ballInCourtUsers) ? (item.ballInCourtUsers as string[]) : [];
	return users.length ? users.join(', ') : 'nobody (it is closed or void)';
}

/** Why an edit was refused to a caller who can read the item. */
export function editAdvice(item: IDataObject): string {
	const editable = Array.isArray(item.permittedActions)
		? (item.permittedActions as IDataObject[]).some(
				(action) => action.id === 'Item::partial_update',
			)
		: false;
	return editable
		? `${NOT_CHANGED} The service refused the change of ${named(item)}: check the fields against its permittedActions (Submittal > Get).`
		: `${NOT_CHANGED} The caller can read ${named(item)} but may not edit it: only a submittals manager edits items, and no one edits a closed or void one.`;
}
