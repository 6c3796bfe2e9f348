'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { USERS, CLIENTS } = require('../../sandbox/seed/data');

/** sandbox/README.md names the seeded users and apps a developer signs in with. */
describe('sandbox/README.md: the test users and apps', () => {
	const readme = fs.readFileSync(path.join(__dirname, '../../sandbox/README.md'), 'utf8');

	test('its users table lists every seeded user with their name, and no other', () => {
		const table = readme.slice(readme.indexOf('| User id | Name |'));
		const rows = [
			...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm),
		].map(([, id, name]) => [id, name.trim()]);
		expect(rows).toEqual(USERS.map((user) => [user.id, user.name]));
	});

	test('it names every seeded app', () => {
		for (const client of CLIENTS) expect(readme).toContain(`\`${client.clientId}\``);
		const confidential = CLIENTS.find((client) => client.clientSecret);
		expect(readme).toContain(`\`${confidential.clientId}\` / \`${confidential.clientSecret}\``);
	});
});
