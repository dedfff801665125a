// Mantine's stylesheets of the components only the staff screens use, loaded with the dashboard's
// frame (DashboardLayout), under which every staff screen opens: the screens' own chunks then bring
// no stylesheet to wait for, and the route tree every public page carries lists none of them.
// Mantine's own order (that of @mantine/core/styles.css): later rules build on earlier ones.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
