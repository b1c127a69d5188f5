import { ApiError } from './api-client';

/**
 * POSTs a file as the request body (its own content type), reporting the upload's progress
 * (0 to 1; fetch cannot). Errors throw `ApiError` like apiSend.
 */
export function apiUpload<T>(path: string, file: Blob, contentType: string, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      else resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', ''));
    xhr.send(file);
  });
}
