/**
 * The words the operations' tool descriptions share: how each id looks, where a model finds it,
 * and the common options. Each operation's own text is in its file (`tool`).
 */

export const HUB_ID =
	'Hub: a hub id as Hub > Get Many returns it ("b.<uuid>" for Construction Cloud and BIM 360, "a.<id>" for Fusion Team and personal hubs); optional where a Project is given';
export const PROJECT_ID =
	'Project: a project id as Project > Get Many returns it ("b.<uuid>" for Construction Cloud and BIM 360, "a.<id>" otherwise; the same "b."/"a." prefix as its hub)';
export const FOLDER_ID =
	'Folder: a folder id ("urn:adsk.wipprod:fs.folder:co.<id>") from Folder > Get Top Folders or Get Contents';
export const ITEM_ID =
	'Item: an item (file) id ("urn:adsk.wipprod:dm.lineage:<id>") from Folder > Get Contents (type "items"), not a version id';
export const SOURCE_DESIGN =
	'Source Design: the id of a file version ("urn:adsk.wipprod:fs.file:vf.<id>?version=N", the tipVersionId of Folder > Get Contents or Item > Get), an object id ("urn:adsk.objects:os.object:<bucket>/<key>" from Object > Upload) or a Base64 URN; Region: the data center code (US by default; EMEA, AUS, CAN, DEU, IND, JPN, GBR) where the design is translated';
export const BUCKET_KEY =
	'Bucket: a bucket key (3-128 characters: lowercase letters, digits, "-", "_", ".") from Bucket > Get Many';
export const OBJECT_KEY = "Object Key: the object's name in the bucket, from Object > Get Many";
export const HOOK = "System and Event as Webhook > Get Many returns them, Hook ID: the hook's id";
export const LIMIT =
	'Limit: how many results (default 50); Return All for every one (long lists are cut at 100 results in compact output)';
export const USER_ID =
	'Options > Act As User ID: with an app-only credential, act for this Autodesk user id';
export const ISSUE_PROJECT =
	'Project: a Construction Cloud project id, "b.<uuid>" as Project > Get Many returns it or the bare <uuid> (the Issues API takes it without "b."; both are accepted), or the project\'s URL from the web apps';
export const ISSUE_ID =
	"Issue ID: the issue's id (a UUID, the id Issue > Get Many returns), not its displayId number";
export const SERVICE_ACCOUNT =
	'Service Account: a serviceAccountId (16 capital letters and digits) from Service Account > Get Many or Create';
export const KEY_ID = "Key: a key's kid (a UUID) from Service Account > Get Keys";
export const APP_ONLY =
	"It runs with the app's own token (a credential with Client Credentials), never a user's";
export const VERSION_CHOICE =
	'Version: tip (the newest) or number with Version Number (1 is the first)';
export const COOKIE_LINK =
	'its download address (url) and the Cookie header to send with it (cookieHeader: signed cookies, no token needed), with expiresAt and minutesValid (60 minutes, or the Minutes Valid of Output: Link)';
export const LINK =
	'a signed URL that downloads the file without a token (url, with expiresAt and minutesValid: it works for 60 minutes)';
export const RFI_PROJECT =
	'Project: a Construction Cloud project id, "b.<uuid>" as Project > Get Many returns it or the bare <uuid> (the RFIs API takes it without "b."; both are accepted), or the project\'s URL from the web apps';
export const RFI_ID =
	"RFI: the RFI's id (a UUID, the id RFI > Get Many returns), not its customIdentifier number";
export const SUBMITTAL_PROJECT =
	'Project: a Construction Cloud project id, "b.<uuid>" as Project > Get Many returns it or the bare <uuid> (the Submittals API takes it without "b."; both are accepted), or the project\'s URL from the web apps';
export const SUBMITTAL_ITEM =
	"Submittal Item: the item's id (a UUID, the id Submittal > Get Many returns), not its number (identifier or customIdentifier)";
