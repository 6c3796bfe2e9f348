'use strict';

/**
 * Hook `filter`: the JSONPath subset the sandbox understands.
 *
 *   filter   := '$[?(' expr ')]'  |  a JSON array of such strings (all must match)
 *   expr     := and ('||' and)*
 *   and      := unary ('&&' unary)*
 *   unary    := '!' unary | '(' expr ')' | operand (op operand)?
 *   op       := '==' | '!=' | '<' | '<=' | '>' | '>='
 *   operand  := path | 'string' | "string" | number | true | false | null
 *   path     := '@' ('.' name | '[' 'key' ']' | '[' index ']')*
 *
 * `@` is the event payload, as in the real service (`$[?(@.ext=='txt')]`). A path whose first
 * member is `payload`, `hook`, `resourceUrn` or `version` and that the payload lacks is read from
 * the whole callback body instead, so `$[?(@.payload.ext=='txt')]` works too. A lone path is an
 * existence test; a comparison with a missing value is false, except `!=`, which is true.
 */

const BODY_MEMBERS = new Set(['payload', 'hook', 'resourceUrn', 'version']);
const OPERATORS = ['==', '!=', '<=', '>=', '<', '>'];

class FilterSyntaxError extends Error {}

/** @returns {(context: {payload: unknown, body: unknown}) => boolean} */
function compileFilter(filter) {
	if (typeof filter !== 'string' || !filter.trim()) throw new FilterSyntaxError('The filter must be a non-empty string.');
	const text = filter.trim();
	if (text.startsWith('[')) {
		let list;
		try {
			list = JSON.parse(text);
		} catch {
			throw new FilterSyntaxError('A multiple filter must be a JSON array of JSONPath strings.');
		}
		if (!Array.isArray(list) || !list.length) throw new FilterSyntaxError('A multiple filter must be a non-empty JSON array.');
		const predicates = list.map((item) => compileFilter(item));
		return (context) => predicates.every((predicate) => predicate(context));
	}
	const parser = new Parser(text);
	parser.expect('$');
	parser.expect('[');
	parser.expect('?');
	parser.expect('(');
	const expression = parser.parseOr();
	parser.expect(')');
	parser.expect(']');
	parser.end();
	return (context) => Boolean(expression(context));
}

class Parser {
	constructor(text) {
		this.text = text.replace(/[\u2018\u2019]/g, "'");
		this.position = 0;
	}

	skipSpaces() {
		while (/\s/.test(this.text[this.position] || '')) this.position += 1;
	}

	peek(token) {
		this.skipSpaces();
		return this.text.startsWith(token, this.position);
	}

	accept(token) {
		if (!this.peek(token)) return false;
		this.position += token.length;
		return true;
	}

	expect(token) {
		if (!this.accept(token)) this.fail(`expected '${token}'`);
	}

	end() {
		this.skipSpaces();
		if (this.position !== this.text.length) this.fail('unexpected text');
	}

	fail(message) {
		throw new FilterSyntaxError(`Invalid filter at position ${this.position}: ${message}.`);
	}

	parseOr() {
		const terms = [this.parseAnd()];
		while (this.accept('||')) terms.push(this.parseAnd());
		return terms.length === 1 ? terms[0] : (context) => terms.some((term) => term(context));
	}

	parseAnd() {
		const terms = [this.parseUnary()];
		while (this.accept('&&')) terms.push(this.parseUnary());
		return terms.length === 1 ? terms[0] : (context) => terms.every((term) => term(context));
	}

	parseUnary() {
		if (this.peek('!') && !this.peek('!=')) {
			this.position += 1;
			const inner = this.parseUnary();
			return (context) => !inner(context);
		}
		if (this.accept('(')) {
			const inner = this.parseOr();
			this.expect(')');
			return inner;
		}
		const left = this.parseOperand();
		const operator = OPERATORS.find((candidate) => this.peek(candidate));
		if (!operator) return (context) => left(context) !== undefined;
		this.position += operator.length;
		const right = this.parseOperand();
		return (context) => compare(left(context), operator, right(context));
	}

	parseOperand() {
		this.skipSpaces();
		const rest = this.text.slice(this.position);
		if (rest.startsWith('@')) return this.parsePath();
		if (rest.startsWith("'") || rest.startsWith('"')) {
			const value = this.parseString();
			return () => value;
		}
		const literal = /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)/.exec(rest);
		if (!literal) this.fail('expected a path (@...), a string, a number, true, false or null');
		this.position += literal[0].length;
		const value = JSON.parse(literal[0]);
		return () => value;
	}

	parseString() {
		const quote = this.text[this.position];
		let value = '';
		this.position += 1;
		while (this.position < this.text.length && this.text[this.position] !== quote) {
			if (this.text[this.position] === '\\') this.position += 1;
			value += this.text[this.position];
			this.position += 1;
		}
		if (this.text[this.position] !== quote) this.fail('unterminated string');
		this.position += 1;
		return value;
	}

	parsePath() {
		this.position += 1; // '@'
		const keys = [];
		for (;;) {
			if (this.text[this.position] === '.') {
				const name = /^[A-Za-z_$][\w$-]*/.exec(this.text.slice(this.position + 1));
				if (!name) this.fail('expected a member name after "."');
				keys.push(name[0]);
				this.position += 1 + name[0].length;
			} else if (this.text[this.position] === '[') {
				this.position += 1;
				this.skipSpaces();
				const index = /^\d+/.exec(this.text.slice(this.position));
				if (index) {
					keys.push(Number(index[0]));
					this.position += index[0].length;
				} else if (this.text[this.position] === "'" || this.text[this.position] === '"') {
					keys.push(this.parseString());
				} else {
					this.fail('expected a quoted key or an index');
				}
				this.expect(']');
			} else {
				return (context) => resolve(context, keys);
			}
		}
	}
}

function resolve({ payload, body }, keys) {
	const readsBody = keys.length && BODY_MEMBERS.has(keys[0]) && !(isObject(payload) && keys[0] in payload);
	let value = readsBody ? body : payload;
	for (const key of keys) {
		if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
		value = value[key];
	}
	return value;
}

function compare(left, operator, right) {
	if (operator === '==') return left !== undefined && left === right;
	if (operator === '!=') return left !== right;
	const comparable = (typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string');
	if (!comparable) return false;
	if (operator === '<') return left < right;
	if (operator === '<=') return left <= right;
	if (operator === '>') return left > right;
	return left >= right;
}

function isObject(value) {
	return value !== null && typeof value === 'object';
}

module.exports = { compileFilter, FilterSyntaxError };
