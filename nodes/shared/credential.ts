export const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';

export const DEFAULT_BASE_URL = 'https://developer.api.autodesk.com';
