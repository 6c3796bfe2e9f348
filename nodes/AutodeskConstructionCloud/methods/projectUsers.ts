import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

/** A project's users (Account Admin's records) as options by name, their Autodesk ID the value. */
export function projectUserOptions(users: IDataObject[]): INodePropertyOptions[] {
	return users
		.map((user) => ({
			name: String(user.name ?? user.email ?? user.autodeskId),
			value: String(user.autodeskId ?? user.id),
			description: user.email as string | undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
