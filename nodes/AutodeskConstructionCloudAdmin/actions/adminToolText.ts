/** The words the Account Admin operations' tool descriptions share: how each id looks. */

export const ADMIN_ACCOUNT =
	'Account: the account\'s hub id ("b.<uuid>" as Hub > Get Many returns it) or the bare <uuid>';
export const ADMIN_PROJECT =
	'Project: a Construction Cloud project id, the <uuid> Project > Get Many returns or "b.<uuid>" (both accepted)';
export const ADMIN_USER =
	'Act As User ID (Options): with an app-only credential, the Autodesk ID of an account admin to act for';
