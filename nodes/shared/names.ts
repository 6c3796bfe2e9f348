/**
 * The Data Management rule for folder, item and version names (FolderPayload, ItemPayload and
 * VersionPayload in autodesk-platform-services/aps-sdk-openapi,
 * datamanagement/datamanagement.yaml): 1-255 characters, none of the reserved ones.
 */
const RESERVED = [
	'<',
	'>',
	':',
	'"',
	'/',
	'\\',
	'|',
	'?',
	'*',
	"'",
	'\n',
	'\r',
	'\t',
	'\0',
	'\f',
	'¢',
	'™',
	'$',
	'®',
];
export const MAX_NAME_LENGTH = 255;

const shown: Record<string, string> = {
	'\n': '\\n',
	'\r': '\\r',
	'\t': '\\t',
	'\0': '\\0',
	'\f': '\\f',
};

/** The reserved characters in words, for descriptions. */
export const RESERVED_IN_WORDS = `< > : " / \\ | ? * ' $ ¢ ™ ® and control characters such as line breaks and tabs`;

/** What is wrong with a name the service would refuse, in words; undefined when it is fine. */
export function nameProblem(name: string): string | undefined {
	if (!name.trim()) return 'must not be empty';
	if (name.length > MAX_NAME_LENGTH)
		return `must be at most ${MAX_NAME_LENGTH} characters long; it has ${name.length}`;
	const found = RESERVED.filter((character) => name.includes(character));
	if (found.length) {
		const list = found.map((character) => shown[character] ?? character).join(' ');
		return `must not contain ${list} (${found.length === 1 ? 'a character' : 'characters'} the service reserves in names); got ${JSON.stringify(name)}`;
	}
	return undefined;
}
