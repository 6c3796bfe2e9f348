import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { nameProblem, RESERVED_IN_WORDS } from '../../../shared/names';
import { uploadObject } from '../../../services/ossTransfer';
import type { ItemOptions } from '../../../framework/fields/common';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { isDocumentManagementProject } from '../../../services/dataManagement';
import { folderFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { UploadFile } from '../uploadSource';
import { openUploadFile, readUploadSource, uploadSourceProperties } from '../uploadSource';
import { encodeUrn } from '../../../framework/urn';
import { ifExistsProperty, readIfExists } from './fields';
import type { CreatedFile, FileCall } from './projectFiles';
import { addStoredFile, createStoredObject, findFileByName } from './projectFiles';
import type { OperationTool } from '../../../framework/tool';

const properties: INodeProperties[] = [
	...folderFields({ description: 'The folder to put the file in' }),
	...uploadSourceProperties,
	ifExistsProperty({
		addVersion: 'Upload the file as the new tip version of the file of the same name',
		fail: 'Stop with an error; nothing is uploaded',
	}),
	optionsCollection([
		{
			displayName: 'File Name',
			name: 'fileName',
			type: 'string',
			default: '',
			placeholder: 'Level 1.dwg',
			description: "The file's name in the folder. Empty: the name of the input file.",
		},
	]),
];

export const description = forOperation('item', 'upload', properties);

/**
 * The path the service documents: a storage location in the project, the bytes to its signed S3
 * URLs part by part, then the item with its first version, or a new version of the file of the
 * same name.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, folderId] = readLocators(this, itemIndex, 'project', 'folder');
	const ifExists = readIfExists(this, itemIndex);
	const { options, userId } = readDataOptions<ItemOptions & { fileName?: string }>(this, itemIndex);
	const source = readUploadSource(this, itemIndex);
	const givenName = String(options.fileName ?? '').trim();
	if (givenName) checkFileName(givenName);
	const file = await openUploadFile(this, itemIndex, source);
	try {
		return await uploadFile.call(
			this,
			itemIndex,
			{ projectId, folderId, ifExists, userId, givenName },
			file,
		);
	} finally {
		file.close();
	}
};

function checkFileName(name: string): void {
	const problem = nameProblem(name);
	if (problem) {
		throw new InputRuleError('File Name', problem, {
			because: `the service refuses file names with ${RESERVED_IN_WORDS}, and names longer than 255 characters`,
			then: 'Set Options › File Name to another name.',
		});
	}
}

interface UploadTarget {
	projectId: string;
	folderId: string;
	ifExists: 'addVersion' | 'fail';
	userId?: string;
	givenName: string;
}

async function uploadFile(
	this: IExecuteFunctions,
	itemIndex: number,
	{ projectId, folderId, ifExists, userId, givenName }: UploadTarget,
	file: UploadFile,
): Promise<INodeExecutionData[]> {
	const node = this.getNode();
	const name = givenName || String(file.fileName ?? '').trim();
	if (!name) {
		throw new InputRuleError(
			'File Name',
			`is required: the file in ${file.origin} has no name`,
			'Set Options › File Name to the name the file should have in the folder.',
		);
	}
	if (!givenName) checkFileName(name);

	const call: FileCall = { projectId, userId };
	const existing = await findFileByName(this, call, folderId, name);
	if (existing && ifExists === 'fail') {
		throw new NodeOperationError(
			node,
			`A file named "${String(existing.attributes?.displayName ?? name)}" already exists in the folder, and If the File Exists is Fail`,
			{
				itemIndex,
				description: `Nothing was uploaded. The existing file is item ${existing.id}; choose Add a New Version to add this file as its new version, or give another File Name.`,
			},
		);
	}

	const { storageId, object: target } = await createStoredObject(this, call, {
		folderId,
		name,
		existing,
		itemIndex,
	});
	const uploaded = await uploadObject(
		this,
		target,
		{ data: file.data, size: file.size, contentType: file.mimeType, fileName: name },
		{ operation: 'Upload file', userId: call.userId },
	);

	const { newItem, ...created } = await addStoredFile(this, call, {
		folderId,
		name,
		storageId,
		existing,
		ifExists,
	});
	const size = file.size ?? Number(uploaded.size);
	return [{ json: uploadJson(created, { projectId, storageId, size, uploaded, newItem }) }];
}

function uploadJson(
	{ item, version }: CreatedFile,
	facts: {
		projectId: string;
		storageId: string;
		size: number;
		uploaded: IDataObject;
		newItem: boolean;
	},
): IDataObject {
	const attributes = version.attributes ?? {};
	const derivatives = (version.relationships as JsonApiResource['relationships'])?.derivatives?.data
		?.id;
	const translatable = isDocumentManagementProject(facts.projectId) ? version.id : facts.storageId;
	return {
		...simplifyResource(item),
		newItem: facts.newItem,
		versionId: version.id,
		versionNumber: attributes.versionNumber,
		storageId: facts.storageId,
		size: (attributes.storageSize as number | undefined) ?? facts.size,
		sha1: facts.uploaded.sha1,
		urn: derivatives ?? encodeUrn(translatable),
		version: simplifyResource(version),
	};
}

export const tool: OperationTool = {
	description:
		'Upload a file into a folder, as a new item or a new version of the file of the same name. It needs binary data from the workflow, so a model cannot give the file itself: use it only when the workflow supplies the file. Returns the item id, the version id and its number.',
};
