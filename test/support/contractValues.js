'use strict';

/** Values the operations' contracts (test/nodes/AutodeskAps/actions/<resource>/<operation>.contract.js) build their parameters and items from. */

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
/** A parameter value that only an expression can give (the editor refuses it when typed). */
const computed = (value) => `={{ ${JSON.stringify(value)} }}`;
/** An ID as the URL-safe Base64 URN the Model Derivative API takes. */
const encoded = (id) => Buffer.from(id).toString('base64url');
const items = (...values) => values.map((json) => ({ json }));
/** Three input items without data, for operations whose parameters say everything. */
const empties = () => items({}, {}, {});
/** One input item holding `bytes` as the binary field `data`. */
const fileItems = (bytes, fileName = 'house.rvt') => [{ json: {}, binary: { data: { data: bytes.toString('base64'), mimeType: 'application/octet-stream', fileName } } }];
/** The option value of a list whose entry is typed in (Other (Type In)). */
const custom = '__custom';

module.exports = { computed, custom, empties, encoded, fileItems, items, locator };
