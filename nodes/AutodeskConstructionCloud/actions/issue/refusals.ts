import type { IDataObject } from 'n8n-workflow';

/**
 * Advice for a 403 on a change to one issue (Update, Add Comment). The Issues API refuses a member
 * who may not make this change as it refuses a caller outside the project; its reference
 * (autodesk-platform-services/aps-sdk-openapi, construction/issues/Issues.yaml, PATCH issues/{id})
 * says to read the issue's permittedAttributes and permittedStatuses to learn what the caller may
 * change. So the issue is read with the same caller (the API's `change`,
 * services/constructionApi.ts): when it answers, the advice says what the caller may do and who
 * can make the change.
 */

const MEMBER_NOT_ALLOWED =
	'Nothing was changed. The caller is a member of the project and can read this issue, but may not make this change.';

/** Attributes the Issues API accepts that permittedAttributes never lists (Issues.yaml: "not applicable"). */
const NEVER_LISTED = new Set(['rootCauseId', 'snapshotUrn', 'issueTemplateId', 'permittedActions']);

const strings = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const listed = (values: string[]) => values.join(', ');

/** The words of the advice, from the issue as the caller sees it and the body that was refused. */
export function updateRefusalAdvice(issue: IDataObject, body: IDataObject): string {
	const attributes = strings(issue.permittedAttributes);
	const statuses = strings(issue.permittedStatuses);
	const sent = Object.keys(body).filter((name) => !NEVER_LISTED.has(name));
	const refused = sent.filter((name) => !attributes.includes(name));
	const status = typeof body.status === 'string' ? body.status : undefined;
	const sentences = [MEMBER_NOT_ALLOWED];
	if (!attributes.length) {
		sentences.push('On this issue it may change no attribute (its permittedAttributes are empty).');
	} else {
		if (refused.length) sentences.push(`It may not change ${listed(refused)}.`);
		sentences.push(`It may change: ${listed(attributes)}.`);
	}
	if (status !== undefined && !statuses.includes(status)) {
		sentences.push(
			statuses.length
				? `It may set the status to ${listed(statuses)}; not to ${status}.`
				: 'It may not change the status.',
		);
	}
	sentences.push(
		"The issue's creator, its assignee or a project admin can make the change; a project admin can also give the caller the Manage issues permission. Issue > Get shows permittedAttributes and permittedStatuses for the caller.",
	);
	return sentences.join(' ');
}

/** A comment refused to a member who can read the issue: commenting needs the Create or Manage issues permission. */
export const COMMENT_REFUSAL_ADVICE = `${MEMBER_NOT_ALLOWED} Commenting needs the Create or Manage issues permission in the project (the issue's permittedActions then hold add_comment): a project admin can give it, or someone who has it can comment.`;
