'use strict';

/**
 * The README's Operations table (any table that opens with "| Resource | Operation |") has a row
 * for every operation of the node, by the resource and operation its contract names as the editor
 * shows them (test/nodes/contracts.test.js), and no row of an operation the node does
 * not have.
 */

const fs = require('node:fs');
const path = require('node:path');
const { collectContracts } = require('../support/contracts');

const README = fs.readFileSync(path.join(__dirname, '../../docs/operations.md'), 'utf8');

/** "Resource > Operation" of every row of the tables that open with "| Resource | Operation |"; "Get / Get Many" is two. */
function readmeRows() {
	const rows = [];
	const lines = README.split('\n');
	lines.forEach((line, index) => {
		if (!line.startsWith('| Resource | Operation |')) return;
		for (const row of lines.slice(index + 2)) {
			if (!row.startsWith('|')) break;
			const [resource, operations] = row.split('|').slice(1, 3).map((cell) => cell.trim());
			for (const operation of operations.split(' / ')) rows.push(`${resource} > ${operation}`);
		}
	});
	return rows;
}

test('each operation of the node has its row in the README, and each row an operation', () => {
	const { contracts } = collectContracts();
	const operations = contracts.map(({ readme }) => `${readme.resource} > ${readme.operation}`);
	const rows = readmeRows();
	expect(rows.length).toBeGreaterThan(0);
	expect(operations.filter((operation) => !rows.includes(operation))).toEqual([]);
	expect(rows.filter((row) => !operations.includes(row))).toEqual([]);
	expect(new Set(rows).size).toBe(rows.length);
});
