import type { IDataObject } from 'n8n-workflow';

/**
 * A query's points as the AEC Data Model's rate-limit guide counts them: 10 for each query field,
 * 1 for each object, 0 for a scalar or enum, and a list of `results` (or `result`) as many times as the page it
 * asks for (its `pagination.limit` or `limit` argument, else the default page). Read from the
 * query's text: a field with a selection set is an object, one without is a scalar or enum. A list
 * nested in a page's records (an element's properties) counts once, as our sandbox counts it (the
 * guide gives no rule for it).
 */

export const QUERY_POINTS = 10;

/** The names of a page's list: `results`, and `result` where the version differences name it so. */
const PAGED_LISTS = ['results', 'result'];

/** The guide's limit on one query. */
export const QUERY_POINT_LIMIT = 1000;

/** The page the service answers when a query names no limit (the guide gives none: 50 assumed). */
export const DEFAULT_PAGE = 50;

/** The share of a limit a page is sized to: the guide says single fields may cost more. */
const MARGIN = 0.9;

interface Field {
	name: string;
	arguments: string[];
	selections?: Selection[];
}
type Selection = Field | { spread: string } | { inline: Selection[] };

const TOKENS =
	/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"|#[^\n]*|\.\.\.|[A-Za-z_][A-Za-z0-9_]*|[{}()@:$!=[\],]|-?[0-9][0-9.eE+-]*|\S/g;

function tokensOf(query: string): string[] {
	return (query.match(TOKENS) ?? []).filter((token) => !token.startsWith('#') && token !== ',');
}

/** Reads selection sets, skipping arguments, directives and variable definitions. */
class Reader {
	private at = 0;

	constructor(private readonly tokens: string[]) {}

	peek = () => this.tokens[this.at];

	next = () => this.tokens[this.at++];

	done = () => this.at >= this.tokens.length;

	/** Skips a bracketed part (arguments), answering its tokens. */
	skipBalanced(open: string, close: string): string[] {
		const skipped: string[] = [];
		if (this.peek() !== open) return skipped;
		let depth = 0;
		do {
			const token = this.next();
			skipped.push(token);
			if (token === open) depth += 1;
			else if (token === close) depth -= 1;
		} while (depth > 0 && !this.done());
		return skipped;
	}

	skipDirectives(): void {
		while (this.peek() === '@') {
			this.next();
			this.next();
			this.skipBalanced('(', ')');
		}
	}

	selectionSet(): Selection[] {
		const selections: Selection[] = [];
		this.next();
		while (!this.done() && this.peek() !== '}') {
			if (this.peek() === '...') {
				this.next();
				if (this.peek() === 'on' || this.peek() === '{' || this.peek() === '@') {
					if (this.peek() === 'on') this.at += 2;
					this.skipDirectives();
					selections.push({ inline: this.peek() === '{' ? this.selectionSet() : [] });
				} else {
					selections.push({ spread: this.next() });
					this.skipDirectives();
				}
				continue;
			}
			let name = this.next();
			if (this.peek() === ':') {
				this.next();
				name = this.next();
			}
			const args = this.skipBalanced('(', ')');
			this.skipDirectives();
			const field: Field = { name, arguments: args };
			if (this.peek() === '{') field.selections = this.selectionSet();
			selections.push(field);
		}
		this.next();
		return selections;
	}
}

interface Document {
	operations: Selection[][];
	fragments: Record<string, Selection[]>;
}

function documentOf(query: string): Document {
	const reader = new Reader(tokensOf(query));
	const document: Document = { operations: [], fragments: {} };
	while (!reader.done()) {
		const token = reader.peek();
		if (token === '{') {
			document.operations.push(reader.selectionSet());
		} else if (token === 'fragment') {
			reader.next();
			const name = reader.next();
			while (!reader.done() && reader.peek() !== '{') reader.next();
			document.fragments[name] = reader.selectionSet();
		} else if (token === 'mutation' || token === 'subscription') {
			return { operations: [[{ name: token, arguments: [] }]], fragments: {} };
		} else {
			reader.next();
			if (token === 'query') {
				while (!reader.done() && reader.peek() !== '{') {
					if (reader.peek() === '(') reader.skipBalanced('(', ')');
					else reader.next();
				}
			}
		}
	}
	return document;
}

/** A value of the arguments' tokens at `at`: a literal number or a variable's value. */
function valueAt(tokens: string[], at: number, variables: IDataObject): unknown {
	if (tokens[at] === '$') return variables[tokens[at + 1]];
	const number = Number(tokens[at]);
	return Number.isFinite(number) ? number : undefined;
}

/** The page a query field asks for: its `pagination.limit` or `limit` argument, else the default. */
function pageOf(args: string[], variables: IDataObject): number {
	let page: unknown;
	for (let at = 0; at < args.length - 2; at++) {
		if (args[at + 1] !== ':') continue;
		if (args[at] === 'pagination') {
			const value = valueAt(args, at + 2, variables);
			if (value && typeof value === 'object') page ??= (value as IDataObject).limit;
		} else if (args[at] === 'limit') {
			page ??= valueAt(args, at + 2, variables);
		}
	}
	const number = Number(page);
	return Number.isFinite(number) && number > 0 ? number : DEFAULT_PAGE;
}

/** The points of one query with its variables. */
export function queryPoints(query: string, variables: IDataObject = {}): number {
	const { operations, fragments } = documentOf(query);
	const cost = (
		selections: Selection[],
		pageSize: number | undefined,
		seen: Set<string>,
	): number => {
		let total = 0;
		for (const selection of selections) {
			if ('spread' in selection) {
				const fragment = fragments[selection.spread];
				if (fragment && !seen.has(selection.spread)) {
					total += cost(fragment, pageSize, new Set([...seen, selection.spread]));
				}
			} else if ('inline' in selection) {
				total += cost(selection.inline, pageSize, seen);
			} else if (selection.selections) {
				const paged = pageSize !== undefined && PAGED_LISTS.includes(selection.name);
				const inner = cost(selection.selections, paged ? undefined : pageSize, seen);
				total += paged ? pageSize * (1 + inner) : 1 + inner;
			}
		}
		return total;
	};
	let total = 0;
	for (const fields of operations) {
		for (const field of fields) {
			total += QUERY_POINTS;
			if ('name' in field && field.selections) {
				total += cost(field.selections, pageOf(field.arguments, variables), new Set());
			}
		}
	}
	return total;
}

/**
 * The page of `query` for a read paced to the budget: the largest whose points stay within `share`
 * of the per-query limit and of the per-minute budget, made smaller so that a whole number of
 * pages fills the budget (6000 points: 7 pages of at most 857 points, not 6 of 900 and 600 left
 * unused each window). At least 1 record, at most `maxPage`.
 */
export function pageForBudget(query: string, pointsPerMinute: number, maxPage: number): number {
	const pointsOf = (limit: number) => queryPoints(query, { pagination: { limit } });
	const perRecord = pointsOf(2) - pointsOf(1);
	if (perRecord <= 0) return maxPage;
	const fixed = pointsOf(1) - perRecord;
	const ceiling = Math.min(QUERY_POINT_LIMIT, pointsPerMinute) * MARGIN;
	const pagesPerWindow = Math.ceil(pointsPerMinute / ceiling);
	const perPage = Math.min(ceiling, pointsPerMinute / pagesPerWindow);
	return Math.max(1, Math.min(maxPage, Math.floor((perPage - fixed) / perRecord)));
}
