'use strict';

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * Checks an answer against a model of one of Autodesk's SDK packages, read from the package's
 * own TypeScript declarations (`dist/model/*.d.ts`): the properties declared without `?` are
 * required, a property typed by one of the package's `const` enums takes only its values, and
 * nested models, arrays and unions are followed. Properties the model does not declare are let
 * through (the SDK passes them on untouched).
 */

/**
 * The models of one package, read as they are asked for: model `HubData` is declared in
 * `dist/model/hubData.d.ts`. Each model is { kind: 'object', members } | { kind: 'enum', values }
 * | { kind: 'alias', type }.
 */
class PackageModels {
	constructor(packageName) {
		this.dir = path.join(path.dirname(require.resolve(packageName)), 'model');
		this.models = new Map();
		this.read = new Set();
	}

	get(name) {
		const file = `${name[0].toLowerCase()}${name.slice(1)}.d.ts`;
		if (
			!this.models.has(name) &&
			!this.read.has(file) &&
			fs.existsSync(path.join(this.dir, file))
		) {
			this.read.add(file);
			const text = fs.readFileSync(path.join(this.dir, file), 'utf8');
			readDeclarations(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false), this.models);
		}
		return this.models.get(name);
	}

	has(name) {
		return this.get(name) !== undefined;
	}
}

const packages = new Map();

function modelsOf(packageName) {
	if (!packages.has(packageName)) packages.set(packageName, new PackageModels(packageName));
	return packages.get(packageName);
}

function readDeclarations(source, models) {
	for (const statement of source.statements) {
		if (ts.isInterfaceDeclaration(statement) || ts.isClassDeclaration(statement)) {
			models.set(statement.name.text, { kind: 'object', members: statement.members });
		} else if (ts.isVariableStatement(statement)) {
			for (const declaration of statement.declarationList.declarations) {
				if (!declaration.type || !ts.isTypeLiteralNode(declaration.type)) continue;
				const values = declaration.type.members
					.filter((member) => member.type && ts.isLiteralTypeNode(member.type))
					.map((member) => literalValue(member.type));
				models.set(declaration.name.text, { kind: 'enum', values });
			}
		} else if (ts.isTypeAliasDeclaration(statement) && !models.has(statement.name.text)) {
			// `type X = typeof X[keyof typeof X]` only names the enum declared beside it.
			if (!ts.isIndexedAccessTypeNode(statement.type))
				models.set(statement.name.text, { kind: 'alias', type: statement.type });
		}
	}
}

function literalValue(node) {
	const literal = node.literal;
	if (ts.isStringLiteral(literal)) return literal.text;
	if (ts.isNumericLiteral(literal)) return Number(literal.text);
	if (literal.kind === ts.SyntaxKind.TrueKeyword) return true;
	if (literal.kind === ts.SyntaxKind.FalseKeyword) return false;
	return null;
}

const memberName = (member) => (member.name && (member.name.text ?? member.name.escapedText)) || '';

/**
 * The ways `value` breaks model `modelName` of `packageName`, each as "path: what is wrong";
 * an empty list when it conforms.
 */
function modelErrors(packageName, modelName, value, where = modelName) {
	const models = modelsOf(packageName);
	if (!models.has(modelName)) throw new Error(`${packageName} declares no model ${modelName}`);
	const errors = [];
	checkModel(models, modelName, value, where, errors);
	return errors;
}

function checkModel(models, name, value, where, errors) {
	const model = models.get(name);
	if (model.kind === 'enum') {
		if (!model.values.includes(value))
			errors.push(
				`${where}: ${JSON.stringify(value)} is not one of ${name} (${model.values.join(', ')})`,
			);
		return;
	}
	if (model.kind === 'alias') return checkType(models, model.type, value, where, errors);
	checkMembers(models, model.members, value, where, errors, name);
}

function checkMembers(models, members, value, where, errors, name = 'object') {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		errors.push(`${where}: expected ${name}, got ${describe(value)}`);
		return;
	}
	for (const member of members) {
		if (ts.isIndexSignatureDeclaration(member)) {
			for (const [key, entry] of Object.entries(value))
				checkType(models, member.type, entry, `${where}.${key}`, errors);
			continue;
		}
		if (!ts.isPropertySignature(member) && !ts.isPropertyDeclaration(member)) continue;
		// A class's private field (`_isProcessing`) is the SDK's own state, never in an answer.
		if (member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword))
			continue;
		const key = memberName(member);
		const present = value[key] !== undefined && value[key] !== null;
		if (!present) {
			if (!member.questionToken)
				errors.push(
					`${where}.${key}: required by ${name}, ${value[key] === null ? 'null' : 'missing'}`,
				);
			continue;
		}
		if (member.type) checkType(models, member.type, value[key], `${where}.${key}`, errors);
	}
}

function checkType(models, type, value, where, errors) {
	switch (type.kind) {
		case ts.SyntaxKind.StringKeyword:
			return expectKind(typeof value === 'string', 'a string', value, where, errors);
		case ts.SyntaxKind.NumberKeyword:
			return expectKind(typeof value === 'number', 'a number', value, where, errors);
		case ts.SyntaxKind.BooleanKeyword:
			return expectKind(typeof value === 'boolean', 'a boolean', value, where, errors);
		case ts.SyntaxKind.AnyKeyword:
		case ts.SyntaxKind.UnknownKeyword:
		case ts.SyntaxKind.ObjectKeyword:
			return undefined;
		default:
			break;
	}
	if (ts.isParenthesizedTypeNode(type)) return checkType(models, type.type, value, where, errors);
	if (ts.isLiteralTypeNode(type)) {
		const literal = literalValue(type);
		if (value !== literal)
			errors.push(`${where}: expected ${JSON.stringify(literal)}, got ${JSON.stringify(value)}`);
		return undefined;
	}
	if (ts.isArrayTypeNode(type)) return checkArray(models, type.elementType, value, where, errors);
	if (ts.isTypeLiteralNode(type)) return checkMembers(models, type.members, value, where, errors);
	if (ts.isUnionTypeNode(type)) {
		const attempts = type.types.map((member) => {
			const found = [];
			checkType(models, member, value, where, found);
			return found;
		});
		if (!attempts.some((found) => found.length === 0)) errors.push(...attempts[0]);
		return undefined;
	}
	if (ts.isTypeReferenceNode(type)) {
		const name = type.typeName.getText ? ts.idText(type.typeName) : type.typeName.text;
		if (name === 'Array') return checkArray(models, type.typeArguments[0], value, where, errors);
		if (models.has(name)) return checkModel(models, name, value, where, errors);
	}
	// A type from outside the package's models (Date, File, a Node type): not checked.
	return undefined;
}

function checkArray(models, elementType, value, where, errors) {
	if (!Array.isArray(value)) {
		errors.push(`${where}: expected an array, got ${describe(value)}`);
		return;
	}
	value.forEach((entry, index) =>
		checkType(models, elementType, entry, `${where}[${index}]`, errors),
	);
}

function expectKind(ok, wanted, value, where, errors) {
	if (!ok) errors.push(`${where}: expected ${wanted}, got ${describe(value)}`);
}

const describe = (value) =>
	Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value;

module.exports = { modelErrors };
