import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { restDoor } from '@/services/accounts/rest-door'

// Payload's REST API, for staff only but public media files and the staff sign-in (src/services/accounts/rest-door.ts).
// Our own routes under src/app/api/* are more specific and take precedence over this catch-all.
export const GET = restDoor(REST_GET(config))
export const POST = restDoor(REST_POST(config))
export const DELETE = restDoor(REST_DELETE(config))
export const PATCH = restDoor(REST_PATCH(config))
export const PUT = restDoor(REST_PUT(config))
export const OPTIONS = restDoor(REST_OPTIONS(config))
