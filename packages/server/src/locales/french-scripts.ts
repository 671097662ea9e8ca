/** French texts of the scripts screen and of the layout scripts' messages (see french-catalogue.ts). */
export const frenchScriptTexts: Readonly<Record<string, string>> = {
  'Script {{name}} saved': 'Script {{name}} enregistré',
  'New script': 'Nouveau script',
  'Runs on': 'S’exécute sur',
  Code: 'Code',
  'Syntax error': 'Erreur de syntaxe',
  'The script defines no execute(params, context) function':
    'Le script ne définit pas de fonction execute(params, context)',
  Test: 'Essai',
  'Parameters (JSON)': 'Paramètres (JSON)',
  'Run the test': 'Lancer l’essai',
  Versions: 'Versions',
  'The parameters are not valid JSON': 'Les paramètres ne sont pas un JSON valide',
  'Test result': 'Résultat de l’essai',
  'The script failed': 'Le script a échoué',
  'Ran in {{duration}} ms': 'Exécuté en {{duration}} ms',
  Logs: 'Journaux',
  latest: 'la plus récente',
  'Compare the version of {{date}}': 'Comparer la version du {{date}}',
  Compare: 'Comparer',
  'Restore the version of {{date}}': 'Rétablir la version du {{date}}',
  Restore: 'Rétablir',
  'Saved version and the code in the editor': 'Version enregistrée et code de l’éditeur',
  "Field 'layoutScriptName' is missing in parameters":
    "Le champ 'layoutScriptName' manque dans les paramètres",
  'Layout script {{name}} does not have an execute() function':
    'Le script de mise en page {{name}} n’a pas de fonction execute()',
  'Layout script {{name}} failed: {{reason}}': 'Le script de mise en page {{name}} a échoué : {{reason}}',
  'Invalid object {{object}} in layout script': 'Objet {{object}} invalide dans le script de mise en page',
};
