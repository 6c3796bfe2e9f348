'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { projectSubjects } = require('../../../../../sandbox/seed/projectDirectory');

const { companies: COMPANIES, roles: ROLES } = projectSubjects();
const { HOSPITAL, SEED, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

const USERS = `/projects/${HOSPITAL}/users`;
const products = (...entries) => ({ product: entries.map(([key, access]) => ({ key, access })) });

describe('projectUser add through the n8n engine', () => {
	const sandbox = useSandbox();

	test('adds by email with company, roles and products; the user is a member of the Data Management project at once', async () => {
		const { items, error } = await runAdmin(
			sandbox,
			userParameters({ operation: 'add', email: 'new.hire@harbor.example', companyId: COMPANIES[1].id, roleIds: `${ROLES[0].id}, ${ROLES[1].id}`, products: products(['docs', 'member'], ['build', 'administrator']) }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ email: 'new.hire@harbor.example', status: 'pending', companyName: 'Sandbox Architects', roleIds: [ROLES[0].id, ROLES[1].id] });
		const [post] = adminRequests(sandbox, USERS, 'POST');
		expect(JSON.parse(post.body)).toEqual({ email: 'new.hire@harbor.example', products: [{ key: 'docs', access: 'member' }, { key: 'build', access: 'administrator' }], companyId: COMPANIES[1].id, roleIds: [ROLES[0].id, ROLES[1].id] });
		expect(sandbox.ctx.state.data.projects.get(SEED.projects.hospital).members.has(items[0].json.id)).toBe(true);
	});

	test('bad input names the field and the rule, nothing sent; a member (not an account admin) is refused with the advice', async () => {
		const noProducts = await runAdmin(sandbox, userParameters({ operation: 'add', email: 'x@y.example' }));
		expect(noProducts.error.message).toBe('Products needs at least one product with its access: the Admin API asks each user for them');
		const email = await runAdmin(sandbox, userParameters({ operation: 'add', email: 'x at y', products: products(['docs', 'member']) }));
		expect(email.error.message).toBe('Email must be an email address of at most 255 characters; got "x at y"');
		expect(adminRequests(sandbox, USERS, 'POST')).toEqual([]);
		const member = await runAdmin(sandbox, userParameters({ operation: 'add', email: 'x@y.example', products: products(['docs', 'member']) }), { userId: SEED.users.member });
		expect(member.error.httpCode).toBe('403');
		expect(member.error.description).toMatch(/only an account admin/);
	});

	test('as a tool it is refused unless Allow Access Changes is on', async () => {
		const { error } = await runAdmin(sandbox, userParameters({ operation: 'add', email: 'x@y.example', products: products(['docs', 'member']) }), { tool: true });
		expect(error.message).toMatch(/Project User > Add grants or takes away access/);
		expect(adminRequests(sandbox, USERS, 'POST')).toEqual([]);
	});
});
