export default {} as Readonly<Record<string, string>>;
