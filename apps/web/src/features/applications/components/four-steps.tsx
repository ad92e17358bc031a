import { List, Text } from '@mantine/core';

/** The four steps of applying for land, as the form takes them (docs/product.md, "Parcel allocation"). */
export function FourSteps() {
  return (
    <>
      <Text>Applying for land takes four steps, and you can save and come back at any time:</Text>
      <List type="ordered" spacing={4}>
        <List.Item>Your organisation and its contact person.</List.Item>
        <List.Item>
          Your project: what you will build, the land it needs, the investment and jobs.
        </List.Item>
        <List.Item>
          Your documents: a business plan, and a certificate of incorporation or an identity
          document.
        </List.Item>
        <List.Item>Check your answers and submit; a registration fee is then invoiced.</List.Item>
      </List>
    </>
  );
}
