'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * README.md and the pages under docs/ link to each other and to files of the repository by
 * relative links: each one points at a file that exists and, with a `#`, at a heading of it. Their
 * tables stay scannable: no cell longer than a few lines (docs/service-decisions.md, a record of
 * decisions rather than a page to scan, excepted). No line starts with `>`, which Markdown takes for
 * a quote (a wrapped "Item > Update" at a line's start).
 */

const root = path.resolve(__dirname, '..');
const pages = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const MAX_CELL = 300;
const RECORDS = ['docs/service-decisions.md'];

/** The text of a Markdown file without its fenced code blocks and code spans. */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');

/** The anchors GitHub gives the headings of a Markdown file ("-1", "-2"... for repeats). */
function anchorsOf(file) {
	const seen = new Map();
	const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
	return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => {
		const anchor = match[1]
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, '')
			.replace(/\s/g, '-');
		const count = seen.get(anchor) ?? 0;
		seen.set(anchor, count + 1);
		return count === 0 ? anchor : `${anchor}-${count}`;
	});
}

/** Every relative link of a page, as `{ page, link, file, anchor }`. */
function relativeLinks(page) {
	const text = prose(fs.readFileSync(path.join(root, page), 'utf8'));
	return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
		.map((match) => match[1])
		.filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link))
		.map((link) => {
			const [target, anchor] = link.split('#');
			const file = target === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), target);
			return { page, link, file, anchor };
		});
}

const LINKS = pages.flatMap(relativeLinks);

test('the pages have relative links to check', () => {
	expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/benchmarks.md', 'docs/queue-mode.md', 'docs/service-accounts.md']));
	expect(LINKS.length).toBeGreaterThan(20);
});

test.each(pages)('every relative link of %s points at a file that exists, and a heading of it', (page) => {
	const broken = relativeLinks(page)
		.filter(({ file, anchor }) => {
			if (!fs.existsSync(file)) return true;
			if (anchor === undefined) return false;
			return !file.endsWith('.md') || !anchorsOf(file).includes(anchor);
		})
		.map(({ link }) => link);
	expect(broken).toEqual([]);
});

test('README.md links to each page under docs/', () => {
	const linked = new Set(relativeLinks('README.md').map(({ file }) => path.relative(root, file)));
	expect(pages.filter((page) => page.startsWith('docs/') && !linked.has(page))).toEqual([]);
});

test.each(pages.filter((page) => !RECORDS.includes(page)))(`no table cell of %s is longer than ${MAX_CELL} characters`, (page) => {
	const cells = fs
		.readFileSync(path.join(root, page), 'utf8')
		.split('\n')
		.filter((line) => line.startsWith('|'))
		.flatMap((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
	expect(cells.filter((cell) => cell.length > MAX_CELL).map((cell) => `${cell.slice(0, 60)}... (${cell.length})`)).toEqual([]);
});

test.each(pages)('no line of %s starts with ">", a quote by accident', (page) => {
	const lines = prose(fs.readFileSync(path.join(root, page), 'utf8')).split('\n');
	expect(lines.filter((line) => /^\s*>/.test(line))).toEqual([]);
});
