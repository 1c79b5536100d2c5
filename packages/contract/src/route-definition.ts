/**
 * The route of every call: method, path and who may make it, without schemas, so that the web app can
 * call the API without bundling them. The calls in calls/<area>.ts spread these and add their schemas.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: `/${string}`;
  auth: boolean;
  money?: boolean;
  extension?: boolean;
  admin?: boolean;
  multipart?: boolean;
}
