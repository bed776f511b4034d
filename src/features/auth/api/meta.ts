/** Auth calls show their own errors ('Oops!' toasts, inline texts): the global 'Error' toast stays out. */
export const handlesErrors = (endpoint: string) => ({ endpoint, errorToast: false });
