'use strict';

/**
 * Seed of the Account Admin API: who administers each account, the one project template of the
 * ACC account, and the values its schemas allow (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml: `timezone`, `classification`, `status`).
 */

const { SERVICE_ACCOUNT_ID } = require('./serviceAccounts');

/** Account admins by hub key (seed/data.js HUBS): the service account administers the ACC account. */
const ACCOUNT_ADMINS = { bim360: ['user-admin'], acc: ['user-admin', SERVICE_ACCOUNT_ID] };

/** The seeded project (index in its hub) that is a project template. */
const TEMPLATE_PROJECT_INDEX = 24;

/** How long a new project stays pending before its products are active. */
const ACTIVATION_MS = 3000;

/** Product keys and access levels of a project user (`productKeys`, `productAccess`). */
const PRODUCT_KEYS = ['build', 'docs', 'takeoff', 'cost', 'autoSpecs', 'financials', 'buildingConnected', 'capitalPlanning', 'accountAdministration', 'workshopxr', 'insight', 'projectAdministration', 'modelCoordination', 'designCollaboration', 'cloudWorksharing'];
const PRODUCT_ACCESS = ['administrator', 'member', 'none'];

/** Users at most in one users:import request ("up to 200 users per request"). */
const MAX_IMPORT_USERS = 200;

const CLASSIFICATIONS = ['production', 'template', 'component', 'sample'];
const STATUSES = ['active', 'pending', 'archived', 'suspended'];

const TIMEZONES = [
	'Pacific/Honolulu',
	'America/Juneau',
	'America/Los_Angeles',
	'America/Phoenix',
	'America/Denver',
	'America/Chicago',
	'America/New_York',
	'America/Indiana/Indianapolis',
	'Pacific/Pago_Pago',
	'Pacific/Midway',
	'America/Tijuana',
	'America/Chihuahua',
	'America/Mazatlan',
	'America/Guatemala',
	'America/Mexico_City',
	'America/Monterrey',
	'America/Regina',
	'America/Bogota',
	'America/Lima',
	'America/Caracas',
	'America/Halifax',
	'America/Guyana',
	'America/La_Paz',
	'America/Santiago',
	'America/St_Johns',
	'America/Sao_Paulo',
	'America/Argentina/Buenos_Aires',
	'America/Godthab',
	'Atlantic/South_Georgia',
	'Atlantic/Azores',
	'Atlantic/Cape_Verde',
	'Africa/Casablanca',
	'Europe/Dublin',
	'Europe/Lisbon',
	'Europe/London',
	'Africa/Monrovia',
	'Etc/UTC',
	'Europe/Amsterdam',
	'Europe/Belgrade',
	'Europe/Berlin',
	'Europe/Bratislava',
	'Europe/Brussels',
	'Europe/Budapest',
	'Europe/Copenhagen',
	'Europe/Ljubljana',
	'Europe/Madrid',
	'Europe/Paris',
	'Europe/Prague',
	'Europe/Rome',
	'Europe/Sarajevo',
	'Europe/Skopje',
	'Europe/Stockholm',
	'Europe/Vienna',
	'Europe/Warsaw',
	'Africa/Algiers',
	'Europe/Zagreb',
	'Europe/Athens',
	'Europe/Bucharest',
	'Africa/Cairo',
	'Africa/Harare',
	'Europe/Helsinki',
	'Europe/Istanbul',
	'Asia/Jerusalem',
	'Europe/Kiev',
	'Africa/Johannesburg',
	'Europe/Riga',
	'Europe/Sofia',
	'Europe/Tallinn',
	'Europe/Vilnius',
	'Asia/Baghdad',
	'Asia/Kuwait',
	'Europe/Minsk',
	'Africa/Nairobi',
	'Asia/Riyadh',
	'Asia/Tehran',
	'Asia/Muscat',
	'Asia/Baku',
	'Europe/Moscow',
	'Asia/Tbilisi',
	'Asia/Yerevan',
	'Asia/Kabul',
	'Asia/Karachi',
	'Asia/Tashkent',
	'Asia/Kolkata',
	'Asia/Colombo',
	'Asia/Kathmandu',
	'Asia/Almaty',
	'Asia/Dhaka',
	'Asia/Yekaterinburg',
	'Asia/Rangoon',
	'Asia/Bangkok',
	'Asia/Jakarta',
	'Asia/Novosibirsk',
	'Asia/Shanghai',
	'Asia/Chongqing',
	'Asia/Hong_Kong',
	'Asia/Krasnoyarsk',
	'Asia/Kuala_Lumpur',
	'Australia/Perth',
	'Asia/Singapore',
	'Asia/Taipei',
	'Asia/Ulaanbaatar',
	'Asia/Urumqi',
	'Asia/Irkutsk',
	'Asia/Tokyo',
	'Asia/Seoul',
	'Australia/Adelaide',
	'Australia/Darwin',
	'Australia/Brisbane',
	'Australia/Melbourne',
	'Pacific/Guam',
	'Australia/Hobart',
	'Pacific/Port_Moresby',
	'Australia/Sydney',
	'Asia/Yakutsk',
	'Pacific/Noumea',
	'Asia/Vladivostok',
	'Pacific/Auckland',
	'Pacific/Fiji',
	'Asia/Kamchatka',
	'Asia/Magadan',
	'Pacific/Majuro',
	'Pacific/Guadalcanal',
	'Pacific/Tongatapu',
	'Pacific/Apia',
	'Pacific/Fakaofo',
];

module.exports = { PRODUCT_KEYS, PRODUCT_ACCESS, MAX_IMPORT_USERS, ACCOUNT_ADMINS, TEMPLATE_PROJECT_INDEX, ACTIVATION_MS, CLASSIFICATIONS, STATUSES, TIMEZONES };
