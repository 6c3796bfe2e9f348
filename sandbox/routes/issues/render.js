'use strict';

const rules = require('./rules');

/**
 * An issue as the API answers it to this caller (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml, schema `Issue`).
 */
function renderIssue(container, issue, call) {
	const definitions = new Map(
		container.attributes.map((definition) => [definition.id, definition]),
	);
	return {
		...issue,
		linkedDocuments: issue.linkedDocuments.map((document) => ({ ...document })),
		watchers: [...issue.watchers],
		customAttributes: issue.customAttributes.map(({ attributeDefinitionId, value }) => {
			const definition = definitions.get(attributeDefinitionId);
			return { attributeDefinitionId, value, type: definition.dataType, title: definition.title };
		}),
		permittedStatuses: rules.permittedStatuses(issue, call),
		permittedAttributes: rules.permittedAttributes(issue, call),
		permittedActions: rules.permittedActions(issue, call),
	};
}

/** Only the `fields` asked for; `rootCauseTitle` is the title of the issue's root cause. */
function pickFields(container, rendered, fields) {
	if (!fields) return rendered;
	const picked = {};
	for (const field of fields) {
		if (field === 'rootCauseTitle') {
			const cause = rendered.rootCauseId && container.rootCauses.get(rendered.rootCauseId);
			picked.rootCauseTitle = cause ? cause.title : null;
		} else picked[field] = rendered[field];
	}
	return picked;
}

function renderComment(comment) {
	return { ...comment, permittedActions: [], permittedAttributes: [] };
}

module.exports = { renderIssue, pickFields, renderComment };
