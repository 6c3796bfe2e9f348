/**
 * A translation job's `misc.workflow`, which is also the scope of the webhooks that report the
 * job's progress (derivative system, scope `workflow`).
 */
const WORKFLOW_ID = /^[A-Za-z0-9-]{1,36}$/;

/** The rule a workflow ID follows, worded to come after the field's name. */
export const WORKFLOW_ID_RULE = 'must be 1 to 36 characters of ASCII letters, digits and hyphens';

export function isWorkflowId(value: unknown): value is string {
	return typeof value === 'string' && WORKFLOW_ID.test(value);
}
