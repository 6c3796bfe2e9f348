'use strict';

const crypto = require('node:crypto');
const { matchingSecret, newSecretToken, signatureOf, isValidSecretToken } = require('../../../nodes/shared/signature');
const { hookIdFromLocation } = require('../../../nodes/services/webhooks');

const raw = Buffer.from('{"version":"1.0","payload":{"ext":"rvt"}}');
const secrets = ['a'.repeat(32), 'b'.repeat(40), 'c'.repeat(64)];
const hmac = (secret, bytes = raw) => crypto.createHmac('sha1', secret).update(bytes).digest('hex');

describe('matchingSecret', () => {
	test('finds which secret signed the raw bytes', () => {
		expect(matchingSecret(raw, `sha1hash=${hmac(secrets[1])}`, secrets)).toBe(1);
		expect(matchingSecret(raw, `sha1hash=${hmac(secrets[2])}`, secrets)).toBe(2);
		expect(signatureOf(raw, secrets[0])).toBe(`sha1hash=${hmac(secrets[0])}`);
	});

	test('accepts upper-case hex, surrounding spaces and a header given twice (first wins)', () => {
		expect(matchingSecret(raw, ` sha1hash=${hmac(secrets[0]).toUpperCase()} `, secrets)).toBe(0);
		expect(matchingSecret(raw, [`sha1hash=${hmac(secrets[0])}`, 'sha1hash=00'], secrets)).toBe(0);
	});

	test.each([
		['no header', undefined],
		['an empty header', ''],
		['another algorithm', `sha256=${hmac(secrets[0])}`],
		['a bare digest', hmac(secrets[0])],
		['a short digest', `sha1hash=${hmac(secrets[0]).slice(2)}`],
		['a digest of other bytes', `sha1hash=${hmac(secrets[0], Buffer.from('other'))}`],
		['a digest with an unknown secret', `sha1hash=${hmac('z'.repeat(32))}`],
	])('refuses %s', (_name, header) => {
		expect(matchingSecret(raw, header, secrets)).toBe(-1);
	});

	test('refuses everything without raw bytes or without secrets', () => {
		expect(matchingSecret(undefined, `sha1hash=${hmac(secrets[0])}`, secrets)).toBe(-1);
		expect(matchingSecret(raw, `sha1hash=${hmac(secrets[0])}`, [])).toBe(-1);
	});
});

test('new secret tokens are random and within the 32-64 characters the service takes', () => {
	const tokens = new Set(Array.from({ length: 50 }, () => newSecretToken()));
	expect(tokens.size).toBe(50);
	for (const token of tokens) expect(isValidSecretToken(token)).toBe(true);
	expect(isValidSecretToken('x'.repeat(31))).toBe(false);
	expect(isValidSecretToken('x'.repeat(65))).toBe(false);
});

test('the hook id is the last segment of Location, absolute or relative', () => {
	expect(hookIdFromLocation('https://developer.api.autodesk.com/webhooks/v1/systems/data/events/dm.version.added/hooks/0f60f6a0-996c-11e7-abf3-51d68cff984c')).toBe('0f60f6a0-996c-11e7-abf3-51d68cff984c');
	expect(hookIdFromLocation('/webhooks/v1/systems/data/events/dm.*/hooks/abc/')).toBe('abc');
	expect(hookIdFromLocation('/hooks/a%20b?x=1')).toBe('a b');
});
