'use strict';

/**
 * The AEC Data Model's filter expressions (the developer guide's Advanced Filtering: RSQL-like):
 * comparisons `key op value`, where a key or value with spaces is in single quotes, joined by
 * `and` / `;` and `or` / `,`, with parentheses. Keys: `property.name.<Name>` (the property's name,
 * `category` for the Category), `name` (the element's name). Operators: `==` (case-insensitive),
 * `=caseSensitive=`, `!=`, `=contains=`, `=startsWith=`, `=endsWith=`, and for numbers `<`, `>`,
 * `<=`, `>=`. A broken expression is refused with the position it breaks at.
 */

const OPERATORS = ['=caseSensitive=', '=contains=', '=startsWith=', '=endsWith=', '==', '!=', '<=', '>=', '<', '>'];

class FilterError extends Error {}

function tokenize(text) {
	const tokens = [];
	let at = 0;
	while (at < text.length) {
		const char = text[at];
		if (/\s/.test(char)) {
			at += 1;
			continue;
		}
		if (char === '(' || char === ')' || char === ';' || char === ',') {
			tokens.push({ kind: char, at });
			at += 1;
			continue;
		}
		const operator = OPERATORS.find((op) => text.startsWith(op, at));
		if (operator) {
			tokens.push({ kind: 'op', value: operator, at });
			at += operator.length;
			continue;
		}
		if (char === "'" || char === '"') {
			const end = text.indexOf(char, at + 1);
			if (end < 0) throw new FilterError(`Unclosed quote at position ${at}.`);
			tokens.push({ kind: 'word', value: text.slice(at + 1, end), at });
			at = end + 1;
			continue;
		}
		let end = at;
		while (end < text.length && !/[\s();,]/.test(text[end]) && !OPERATORS.some((op) => text.startsWith(op, end))) end += 1;
		const word = text.slice(at, end);
		const lower = word.toLowerCase();
		tokens.push(lower === 'and' || lower === 'or' ? { kind: lower === 'and' ? ';' : ',', at } : { kind: 'word', value: word, at });
		at = end;
	}
	return tokens;
}

/** The filter as a predicate on `{ name, properties }` (properties by name). */
function parseFilter(text) {
	const tokens = tokenize(String(text));
	let index = 0;
	const peek = () => tokens[index];
	const expect = (kind) => {
		const token = tokens[index];
		if (!token || token.kind !== kind) throw new FilterError(`Expected ${kind === 'word' ? 'a key or value' : `"${kind}"`} at position ${token ? token.at : String(text).length}.`);
		index += 1;
		return token;
	};
	const comparison = () => {
		if (peek() && peek().kind === '(') {
			index += 1;
			const inner = or();
			expect(')');
			return inner;
		}
		const key = expect('word').value;
		const op = expect('op').value;
		const value = expect('word').value;
		return compare(key, op, value);
	};
	const and = () => {
		let left = comparison();
		while (peek() && peek().kind === ';') {
			index += 1;
			const right = comparison();
			const first = left;
			left = (element) => first(element) && right(element);
		}
		return left;
	};
	const or = () => {
		let left = and();
		while (peek() && peek().kind === ',') {
			index += 1;
			const right = and();
			const first = left;
			left = (element) => first(element) || right(element);
		}
		return left;
	};
	if (!tokens.length) throw new FilterError('The filter query is empty.');
	const predicate = or();
	if (index < tokens.length) throw new FilterError(`Unexpected "${tokens[index].value ?? tokens[index].kind}" at position ${tokens[index].at}.`);
	return predicate;
}

function valueOf(element, key) {
	if (key === 'name') return element.name;
	const match = /^property\.name\.(.+)$/i.exec(key);
	if (!match) throw new FilterError(`Unknown filter key '${key}': use property.name.<name> or name.`);
	const wanted = match[1].toLowerCase();
	const found = Object.keys(element.properties).find((name) => name.toLowerCase() === wanted);
	return found === undefined ? undefined : element.properties[found];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function compare(key, op, value) {
	if (['<', '>', '<=', '>='].includes(op) && !NUMBER.test(value)) throw new FilterError(`${op} compares numbers: '${value}' is not a number.`);
	return (element) => {
		const actual = valueOf(element, key);
		if (actual === undefined || actual === null) return op === '!=';
		const text = String(actual);
		const numeric = typeof actual === 'number' && NUMBER.test(value);
		switch (op) {
			case '==':
				return numeric ? actual === Number(value) : text.toLowerCase() === value.toLowerCase();
			case '=caseSensitive=':
				return text === value;
			case '!=':
				return numeric ? actual !== Number(value) : text.toLowerCase() !== value.toLowerCase();
			case '=contains=':
				return text.toLowerCase().includes(value.toLowerCase());
			case '=startsWith=':
				return text.toLowerCase().startsWith(value.toLowerCase());
			case '=endsWith=':
				return text.toLowerCase().endsWith(value.toLowerCase());
			default: {
				if (typeof actual !== 'number') return false;
				const number = Number(value);
				return op === '<' ? actual < number : op === '>' ? actual > number : op === '<=' ? actual <= number : actual >= number;
			}
		}
	};
}

module.exports = { FilterError, parseFilter };
